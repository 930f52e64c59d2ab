import type { DemoChain } from './loadChains.js';
import { useBlockNumber } from './useBlockNumber.js';

export function ChainRow({ chain }: { chain: DemoChain }) {
  const { blockNumber, error } = useBlockNumber(chain.rpcUrl);
  return (
    <tr>
      <th scope="row">
        {chain.name}
        {chain.testnet && <span className="badge">testnet</span>}
      </th>
      <td>{chain.chainId}</td>
      <td>
        <output aria-label={`${chain.name} block number`}>
          {blockNumber === undefined ? (error ?? '…') : blockNumber.toString()}
        </output>
      </td>
    </tr>
  );
}
