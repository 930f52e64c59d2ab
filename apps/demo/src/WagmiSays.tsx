import {
  type GetConnectionReturnType,
  getConnection,
  type WagmiEvmAdapter,
  watchConnection,
} from '@portico/evm';
import { useEffect, useState } from 'react';

type WagmiConfig = WagmiEvmAdapter['wagmiConfig'];

function describe({ status, address, chainId }: GetConnectionReturnType): string {
  return status === 'connected' ? `${status} as ${address} on chain ${chainId}` : status;
}

/** What a dApp's own wagmi code sees through the adapter's config: it must agree with Portico. */
export function WagmiSays({ config }: { config: WagmiConfig }) {
  const [text, setText] = useState(() => describe(getConnection(config)));
  useEffect(() => {
    setText(describe(getConnection(config)));
    return watchConnection(config, { onChange: (connection) => setText(describe(connection)) });
  }, [config]);
  return (
    <p>
      wagmi says: <output aria-label="wagmi says">{text}</output>
    </p>
  );
}
