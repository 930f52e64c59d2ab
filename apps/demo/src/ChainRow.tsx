import type { Network } from '@portico/core';
import { useBlockNumber } from './useBlockNumber.js';

export function ChainRow({ network }: { network: Network }) {
  const { blockNumber, error } = useBlockNumber(network.rpcUrls.default.http[0] ?? '');
  return (
    <tr>
      <th scope="row">
        {network.name}
        {network.testnet && <span className="badge">testnet</span>}
      </th>
      <td>{network.id}</td>
      <td>
        <output aria-label={`${network.name} block number`}>
          {blockNumber === undefined ? (error ?? '…') : blockNumber.toString()}
        </output>
      </td>
    </tr>
  );
}
