import type { Logger } from '../../shared/logger/logger.js';

/** What the page lacks without Portico Cloud, as the development notice tells it. */
export interface MissingBackend {
  /** `cloudUrl` is set but the project id is missing or blank: the cloud is not used. */
  cloudUrlWithoutProjectId: boolean;
  /** Cloud-only features the dApp turned on in `features` (now off). */
  cloudOnlyFeatures: readonly string[];
  /** No WalletConnect connector among `connectors`: the WalletConnect option is hidden. */
  walletConnectMissing: boolean;
}

/** What Portico Cloud adds, for the notice. */
const cloudAdds =
  'Portico Cloud (`cloudUrl`, self-hosted with `npx portico-cloud serve`) adds the full wallet registry with images, ' +
  'token prices and the fiat total, NFTs, activity, names and avatars, email and social login, analytics, ' +
  'remote features and a WalletConnect relay of your own.';

/** The development notice's text. */
export function missingBackendMessage(missing: MissingBackend): string {
  const parts = [
    missing.cloudUrlWithoutProjectId
      ? 'Portico: `cloudUrl` is set without a `projectId`, so Portico runs without a backend:'
      : 'Portico runs without a backend (no `cloudUrl`):',
    'wallets from the bundled registry snapshot, balances read from the chain (native and the `tokens` option) without prices,',
    'no NFTs, activity, names, email or social login, no analytics.',
  ];
  if (missing.cloudOnlyFeatures.length > 0)
    parts.push(`Turned off as they need Portico Cloud: features ${missing.cloudOnlyFeatures.join(', ')}.`);
  parts.push(
    missing.walletConnectMissing
      ? 'WalletConnect is hidden: add createWalletConnectConnector({ projectId }) from @portico/walletconnect with a WalletConnect project id to pair over the public WalletConnect network.'
      : 'WalletConnect pairs over the relay its connector names (the public WalletConnect network by default).',
  );
  parts.push(cloudAdds, 'This message shows in development only (the `development` option).');
  return parts.join(' ');
}

// Per page: an instance created again (a re-render, hot reload, a second provider) does not repeat the notice.
const shownOnPage = new Set<string>();

/**
 * Logs, at warn level, once per page, what the instance lacks without Portico Cloud and what the cloud would add.
 * `shown` is the page's record (tests give their own).
 */
export function noteMissingBackend(
  logger: Logger,
  missing: MissingBackend,
  shown: Set<string> = shownOnPage,
): void {
  const message = missingBackendMessage(missing);
  if (shown.has(message)) return;
  shown.add(message);
  logger.warn(message);
}
