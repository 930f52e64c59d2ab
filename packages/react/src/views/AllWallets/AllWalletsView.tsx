import { useId, useState } from 'react';
import { useConnectList } from '../../derived/useConnectList.js';
import { WalletList } from '../shared/WalletList.js';

/** Every wallet with a search box (registry wallets join the list with the wallet registry). */
export function AllWalletsView() {
  const searchId = useId();
  const wallets = useConnectList();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const matches = wallets.filter((wallet) => wallet.name.toLowerCase().includes(needle));
  return (
    <div className="view stack">
      <label htmlFor={searchId} className="visually-hidden">
        Search wallets
      </label>
      <input
        id={searchId}
        className="search"
        type="search"
        placeholder="Search wallet"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {matches.length > 0 ? (
        <WalletList items={matches} />
      ) : (
        <p className="muted center" role="status">
          No wallet found
        </p>
      )}
    </div>
  );
}
