import type { Network } from '@portico/core';
import type { ReactNode } from 'react';
import { useBlockNumber } from './useBlockNumber.js';
import { useSlot } from './useSlot.js';

/** A devnet chain with its live height: the block number of an EVM chain, the slot of the Solana one. */
export function ChainRow({ network }: { network: Network }) {
  return network.chainNamespace === 'solana' ? <SolanaRow network={network} /> : <EvmRow network={network} />;
}

function EvmRow({ network }: { network: Network }) {
  const { blockNumber, error } = useBlockNumber(network.rpcUrls.default.http[0] ?? '');
  return (
    <Row network={network} label={`${network.name} block number`}>
      {blockNumber === undefined ? (error ?? '…') : blockNumber.toString()}
    </Row>
  );
}

function SolanaRow({ network }: { network: Network }) {
  const { slot, error } = useSlot(network.rpcUrls.default.http[0] ?? '');
  return (
    <Row network={network} label={`${network.name} slot`}>
      {slot === undefined ? (error ?? '…') : `slot ${slot}`}
    </Row>
  );
}

function Row({ network, label, children }: { network: Network; label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">
        {network.name}
        {network.testnet && <span className="badge">testnet</span>}
      </th>
      <td>{network.id}</td>
      <td>
        <output aria-label={label}>{children}</output>
      </td>
    </tr>
  );
}
