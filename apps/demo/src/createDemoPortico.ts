import { createPortico, type Portico } from '@portico/core';
import { createEvmAdapter, createInjectedConnector, type WagmiEvmAdapter, withWagmi } from '@portico/evm';
import { createSolanaAdapter, createWalletStandardConnector } from '@portico/solana';
import { createEmbeddedWalletConnector } from '@portico/wallet';
import { createWalletConnectConnector } from '@portico/walletconnect';
import type { DemoStack } from './loadStack.js';

export interface DemoPortico {
  portico: Portico;
  adapter: WagmiEvmAdapter;
}

/** The project id when neither the stack nor the page names one (the id `npm start` seeds). */
const demoProjectId = 'portico-demo';

/**
 * The page's one Portico instance, on the devnet's networks and the stack's Portico Cloud (wallet registry,
 * remote features, analytics). Test knobs in the page's query:
 * - `?allowUnsupportedChain=1` keeps the unsupported-network placeholder instead of the UnsupportedChain view;
 * - `?cloudUrl=<url>` points the modal at another cloud (e.g. one a test started with its own wallets);
 * - `?projectId=<id>` overrides the stack's project id (e.g. an unknown one, for the invalid-config alert);
 * - `?siwx=optional` or `?siwx=required` signs visitors in through Portico Cloud (docs/sign-in.md);
 * - `?locale=<tag>` shows the modal in that language (the browser's otherwise).
 */
export function createDemoPortico(
  { networks, cloudUrl, projectId, relayUrl, frameUrl }: DemoStack,
  search: string,
): DemoPortico {
  const query = new URLSearchParams(search);
  const project = query.get('projectId') ?? projectId ?? demoProjectId;
  // Remote wallets pair over WalletConnect through Portico Cloud's own relay (the SDK loads when a visitor pairs).
  const walletConnect = relayUrl ? [createWalletConnectConnector({ projectId: project, relayUrl })] : [];
  const cloud = query.get('cloudUrl') ?? cloudUrl;
  // Email login through the cloud's secure frame (it loads only when the project turns email login on).
  const embedded = frameUrl
    ? [createEmbeddedWalletConnector({ frameUrl, cloudUrl: cloud, projectId: project })]
    : [];
  // The demo shows what wagmi sees beside what Portico sees: wagmi follows Portico's connections.
  const adapter = withWagmi(createEvmAdapter());
  const hasSolana = networks.some((network) => network.chainNamespace === 'solana');
  const portico = createPortico({
    projectId: project,
    cloudUrl: cloud,
    // The modal the visitor sees is the React one; core would report itself otherwise (§7 `st`).
    sdkType: 'portico-react',
    networks,
    // EVM wallets through EIP-6963 and window.ethereum; Solana wallets through the Wallet Standard.
    adapters: hasSolana ? [adapter, createSolanaAdapter()] : [adapter],
    connectors: [
      createInjectedConnector(),
      ...(hasSolana ? [createWalletStandardConnector()] : []),
      ...walletConnect,
      ...embedded,
    ],
    allowUnsupportedChain: query.get('allowUnsupportedChain') === '1',
    ...(query.get('locale') ? { locale: query.get('locale') ?? undefined } : {}),
    ...signIn(query.get('siwx')),
    storage: window.localStorage,
  });
  return { portico, adapter };
}

/** Sign-in through Portico Cloud when the page asks for it (`?siwx=optional|required`). */
function signIn(mode: string | null) {
  if (mode !== 'optional' && mode !== 'required') return {};
  return {
    metadata: {
      name: 'Portico demo',
      description: 'The Portico demo dApp',
      url: window.location.origin,
      icons: [],
    },
    siwx: { required: mode === 'required' },
  };
}
