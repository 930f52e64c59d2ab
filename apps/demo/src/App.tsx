import { useEffect, useState } from 'react';
import { ChainRow } from './ChainRow.js';
import { type DemoChain, loadChains } from './loadChains.js';

export function App() {
  const [chains, setChains] = useState<DemoChain[]>();
  useEffect(() => {
    loadChains().then(setChains);
  }, []);

  return (
    <main>
      <h1>Portico demo</h1>
      <section aria-labelledby="chains-heading">
        <h2 id="chains-heading">Devnet chains</h2>
        {chains === undefined ? (
          <p>Loading chains…</p>
        ) : (
          <table>
            <thead>
              <tr>
                <th scope="col">Network</th>
                <th scope="col">Chain id</th>
                <th scope="col">Block number</th>
              </tr>
            </thead>
            <tbody>
              {chains.map((chain) => (
                <ChainRow key={chain.chainId} chain={chain} />
              ))}
            </tbody>
          </table>
        )}
      </section>
    </main>
  );
}
