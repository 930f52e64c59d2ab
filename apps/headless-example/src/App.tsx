import { truncateAddress } from '@portico/core';
import { useAccount, useBalances, useDisconnect, useNetworks, useSwitchNetwork } from '@portico/react';
import { useState } from 'react';
import { WalletDialog } from './WalletDialog.js';

/** The page: a header with the account (or Connect), the account's balances and a network menu. */
export function App() {
  const account = useAccount();
  const { disconnect } = useDisconnect();
  const [open, setOpen] = useState(false);
  return (
    <>
      <header className="bar">
        <h1>Headless Portico</h1>
        {account.isConnected && account.address ? (
          <button type="button" onClick={() => void disconnect()}>
            {`Disconnect ${truncateAddress(account.address)}`}
          </button>
        ) : (
          <button type="button" onClick={() => setOpen(true)}>
            Connect wallet
          </button>
        )}
      </header>
      <main>{account.isConnected ? <AccountCard /> : <p>Connect a wallet to see its balances.</p>}</main>
      {open && !account.isConnected ? <WalletDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function AccountCard() {
  const { displayBalance, balanceSymbol } = useAccount();
  const { tokens } = useBalances();
  const { networks, activeNetwork } = useNetworks();
  const { switchNetwork, isPending, error } = useSwitchNetwork();
  return (
    <section className="card" aria-label="Account">
      <p>
        Balance: <output aria-label="Balance">{`${displayBalance} ${balanceSymbol ?? ''}`}</output>
      </p>
      <ul aria-label="Tokens">
        {tokens.map((token) => (
          <li key={token.key}>{`${token.quantity} ${token.symbol}`}</li>
        ))}
      </ul>
      <label>
        Network{' '}
        <select
          value={activeNetwork.caipNetworkId}
          disabled={isPending}
          onChange={(event) => void switchNetwork(event.target.value as typeof activeNetwork.caipNetworkId)}
        >
          {networks.map((network) => (
            <option key={network.caipNetworkId} value={network.caipNetworkId}>
              {network.name}
            </option>
          ))}
        </select>
      </label>
      {error ? <p role="alert">{error.message}</p> : null}
    </section>
  );
}
