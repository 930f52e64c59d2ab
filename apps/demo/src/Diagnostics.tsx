import type { Network } from '@portico/core';
import type { WagmiEvmAdapter } from '@portico/evm';
import { ChainRow } from './ChainRow.js';
import { Panel } from './Panel.js';
import { WagmiSays } from './WagmiSays.js';

/** What a developer checks beside the dApp: wagmi's view of the connection, the chains' heights, the mailbox. */
export function Diagnostics({
  networks,
  wagmiConfig,
  mailboxUrl,
}: {
  networks: readonly Network[];
  wagmiConfig: WagmiEvmAdapter['wagmiConfig'];
  mailboxUrl?: string;
}) {
  return (
    <Panel title="Diagnostics">
      <WagmiSays config={wagmiConfig} />
      <table>
        <caption>Devnet chains</caption>
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
      {mailboxUrl ? (
        <p>
          <a href={mailboxUrl} target="_blank" rel="noreferrer">
            Mailbox (email login codes)
          </a>
        </p>
      ) : null}
    </Panel>
  );
}
