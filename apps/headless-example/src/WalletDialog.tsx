import { useConnect, useConnectors, usePairingUri, useWallets } from '@portico/react';
import { useEffect, useRef, useState } from 'react';
import { renderSVG } from 'uqr';

/** The page's own wallet modal: the wallets Portico lists, a search over all of them and a WalletConnect QR code. */
export function WalletDialog({ onClose }: { onClose(): void }) {
  const { wallets } = useConnectors();
  const { connectWallet, error } = useConnect();
  const [all, setAll] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => dialog.current?.querySelector('button')?.focus(), []);
  return (
    <div className="backdrop">
      <div
        ref={dialog}
        className="card dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="wallet-dialog-title"
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
      >
        <h2 id="wallet-dialog-title">Connect a wallet</h2>
        <ul aria-label="Wallets">
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <button type="button" onClick={() => void connectWallet(wallet)}>
                {wallet.name}
              </button>
            </li>
          ))}
        </ul>
        {error ? <p role="alert">{error.message}</p> : null}
        {all ? (
          <AllWallets />
        ) : (
          <button onClick={() => setAll(true)} type="button">
            All wallets
          </button>
        )}
        <Pairing />
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}

function AllWallets() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { wallets, hasMore, loading } = useWallets({ search, page });
  return (
    <section aria-label="All wallets">
      <input aria-label="Search wallets" value={search} onChange={(event) => setSearch(event.target.value)} />
      <ul aria-busy={loading}>
        {wallets.map((wallet) => (
          <li key={wallet.id}>{wallet.name}</li>
        ))}
      </ul>
      {hasMore ? (
        <button type="button" onClick={() => setPage(page + 1)}>
          More wallets
        </button>
      ) : null}
    </section>
  );
}

function Pairing() {
  const { uri, canPair, pair } = usePairingUri();
  if (!canPair) return null;
  if (!uri)
    return (
      <button type="button" onClick={() => void pair()}>
        Show a QR code
      </button>
    );
  return (
    <img
      className="qr"
      alt="QR code to pair a wallet"
      src={`data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(uri))}`}
    />
  );
}
