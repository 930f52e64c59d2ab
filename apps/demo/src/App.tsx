import type { Network } from '@portico/core';
import type { WagmiEvmAdapter } from '@portico/evm';
import { ConnectButton, NetworkButton } from '@portico/react';
import { AccountSection } from './AccountSection.js';
import { ChainRow } from './ChainRow.js';
import { LanguagePicker } from './LanguagePicker.js';
import { SendCalls } from './SendCalls.js';
import { SendTransaction } from './SendTransaction.js';
import { SignIn } from './SignIn.js';
import { SignMessage } from './SignMessage.js';
import { SwitchNetworkButtons } from './SwitchNetworkButtons.js';
import { WagmiSays } from './WagmiSays.js';

export function App({
  networks,
  wagmiConfig,
  mailboxUrl,
  pusd,
}: {
  networks: readonly Network[];
  wagmiConfig: WagmiEvmAdapter['wagmiConfig'];
  /** The cloud's built-in mailbox, where email login codes arrive in development. */
  mailboxUrl?: string;
  /** pUSD's address per EVM chain id. */
  pusd: Readonly<Record<number, `0x${string}`>>;
}) {
  return (
    <main>
      <header className="toolbar">
        <h1>Portico demo</h1>
        <nav aria-label="Wallet">
          <ConnectButton />
          <NetworkButton />
        </nav>
        <LanguagePicker />
        {mailboxUrl ? (
          <a href={mailboxUrl} target="_blank" rel="noreferrer">
            Mailbox (email login codes)
          </a>
        ) : null}
      </header>
      <AccountSection />
      <SignIn />
      <WagmiSays config={wagmiConfig} />
      <SwitchNetworkButtons networks={networks} />
      <SignMessage />
      <SendTransaction config={wagmiConfig} />
      <SendCalls config={wagmiConfig} pusd={pusd} />
      <section aria-labelledby="chains-heading">
        <h2 id="chains-heading">Devnet chains</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Network</th>
              <th scope="col">Chain id</th>
              <th scope="col">Block number</th>
            </tr>
          </thead>
          <tbody>
            {networks.map((network) => (
              <ChainRow key={network.caipNetworkId} network={network} />
            ))}
          </tbody>
        </table>
      </section>
    </main>
  );
}
