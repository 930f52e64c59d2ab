/**
 * The apps the benchmarks build: each is an entry module's source, bundled from the repository root so
 * the workspace packages resolve by name (with the `source` condition).
 */
export interface BenchApp {
  name: string;
  description: string;
  source: string;
}

const mount = `
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
const root = createRoot(document.getElementById('root'));
`;

const portico = (
  adapters: string,
  extraImport: string,
  connectors = '[]',
  extraNetworks = '',
  extraOptions = '',
) => `${mount}
import { ConnectButton, NetworkButton, PorticoProvider } from '@portico/react';
import { porticoDevnet, porticoTestnet } from '@portico/core';
${extraImport}
const port = Number(new URLSearchParams(location.search).get('rpcPort') ?? 8545);
const options = {
  projectId: 'portico-bench',
  networks: [porticoDevnet(port), porticoTestnet(port + 1)${extraNetworks}],
  adapters: ${adapters},
  connectors: ${connectors},
  metadata: { name: 'Bench', description: 'Portico benchmark page', url: location.origin, icons: [] },${extraOptions}
};
root.render(h(PorticoProvider, { options }, h('main', null, h(ConnectButton), ' ', h(NetworkButton))));
`;

/** The floor: what a dApp ships without any modal — React, wagmi 3 and viem with the injected connector. */
export const floorApp: BenchApp = {
  name: 'floor',
  description: 'React + @wagmi/core 3 + viem, injected connector, no modal',
  source: `${mount}
import { useState, useSyncExternalStore } from 'react';
import { connect, createConfig, getAccount, http, injected, watchAccount } from '@wagmi/core';
import { defineChain } from 'viem';
const chain = defineChain({
  id: 31337,
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});
const config = createConfig({ chains: [chain], connectors: [injected()], transports: { [chain.id]: http() } });
function App() {
  const account = useSyncExternalStore((onChange) => watchAccount(config, { onChange }), () => getAccount(config));
  const [error, setError] = useState('');
  const onClick = () => connect(config, { connector: config.connectors[0] }).catch((e) => setError(String(e)));
  return h('main', null, h('button', { type: 'button', onClick }, account.address ?? 'Connect Wallet'), error);
}
root.render(h(App));
`,
};

/** React alone, the floor of the adapter-less Portico app. */
export const reactApp: BenchApp = {
  name: 'react',
  description: 'React alone, one button',
  source: `${mount}
root.render(h('main', null, h('button', { type: 'button' }, 'Connect Wallet')));
`,
};

export const reactCoreApp: BenchApp = {
  name: 'react+core',
  description: '@portico/react + @portico/core, no adapter',
  source: portico('[]', ''),
};

export const reactCoreEvmApp: BenchApp = {
  name: 'react+core+evm',
  description: '@portico/react + @portico/core + @portico/evm (adapter and injected wallets)',
  source: portico(
    '[createEvmAdapter()]',
    "import { createEvmAdapter, createInjectedConnector } from '@portico/evm';",
    '[createInjectedConnector()]',
  ),
};

export const reactCoreEvmWagmiApp: BenchApp = {
  name: 'react+core+evm+wagmi',
  description: 'the same, with wagmi following Portico (withWagmi) for a dApp that uses wagmi hooks',
  source: portico(
    '[withWagmi(createEvmAdapter())]',
    "import { createEvmAdapter, createInjectedConnector, withWagmi } from '@portico/evm';",
    '[createInjectedConnector()]',
  ),
};

/** A dApp that configures Solana too: the Solana adapter and Wallet Standard wallets beside the EVM ones. */
export const reactCoreEvmSolanaApp: BenchApp = {
  name: 'react+core+evm+solana',
  description:
    'react+core+evm with @portico/solana (adapter and Wallet Standard wallets) on the devnet’s Solana chain',
  source: portico(
    '[createEvmAdapter(), createSolanaAdapter()]',
    `import { createEvmAdapter, createInjectedConnector } from '@portico/evm';
import { createSolanaAdapter, createWalletStandardConnector } from '@portico/solana';
import { toSolanaNetwork } from '@portico/devnet/stack';`,
    '[createInjectedConnector(), createWalletStandardConnector()]',
    `, toSolanaNetwork({ caipNetworkId: 'solana:BkazBpJqaFdcFxd7maXbDXccPkwahbLs', name: 'Portico Solana', testnet: false, rpcUrl: 'http://127.0.0.1:8899', wsUrl: 'ws://127.0.0.1:8900' })`,
  ),
};

/** react+core+evm with the WalletConnect connector on a local relay: its SDK loads only when a pairing starts. */
export const reactCoreEvmWalletConnectApp: BenchApp = {
  name: 'react+core+evm+walletconnect',
  description: 'react+core+evm with @portico/walletconnect (the SDK imported on demand)',
  source: portico(
    '[createEvmAdapter()]',
    `import { createEvmAdapter, createInjectedConnector } from '@portico/evm';
import { createWalletConnectConnector } from '@portico/walletconnect';`,
    "[createInjectedConnector(), createWalletConnectConnector({ projectId: 'portico-bench', relayUrl: 'ws://127.0.0.1:4100/relay' })]",
  ),
};

/** react+core+evm with the embedded wallet's connector: its frame client and providers load when the frame does. */
export const reactCoreEvmEmbeddedApp: BenchApp = {
  name: 'react+core+evm+embedded',
  description: 'react+core+evm with @portico/wallet (email login; the frame client imported on demand)',
  source: portico(
    '[createEvmAdapter()]',
    `import { createEvmAdapter, createInjectedConnector } from '@portico/evm';
import { createEmbeddedWalletConnector } from '@portico/wallet';`,
    "[createInjectedConnector(), createEmbeddedWalletConnector({ frameUrl: 'http://127.0.0.1:4101', cloudUrl: 'http://127.0.0.1:4100', projectId: 'portico-bench' })]",
  ),
};

/** react+core+evm signing visitors in with the dApp's own server: the engine, the message writer and the view are lazy. */
export const reactCoreEvmSiwxApp: BenchApp = {
  name: 'react+core+evm+siwx',
  description: 'react+core+evm with sign-in verified by the dApp’s server (serverSiwx)',
  source: portico(
    '[createEvmAdapter()]',
    `import { createEvmAdapter, createInjectedConnector } from '@portico/evm';
import { serverSiwx } from '@portico/core';`,
    '[createInjectedConnector()]',
    '',
    `
  siwx: serverSiwx({
    getNonce: async () => (await fetch('/nonce')).text(),
    verify: async ({ message, signature }) => (await fetch('/verify', { method: 'POST', body: JSON.stringify({ message, signature }) })).ok,
    signOut: async () => void (await fetch('/logout', { method: 'POST' })),
  }),`,
  ),
};
