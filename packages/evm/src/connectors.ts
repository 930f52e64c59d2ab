import type { Connector } from '@portico/core';
import type { Config } from '@wagmi/core';

/** The legacy `window.ethereum`, read when connectors are listed (never at import). */
function legacyProvider(): unknown {
  return typeof window === 'undefined' ? undefined : (window as { ethereum?: unknown }).ethereum;
}

/**
 * The wagmi config's connectors as §3 Connectors: EIP-6963 wallets as ANNOUNCED (icon, rdns), the legacy
 * `injected()` connector as INJECTED only when `window.ethereum` exists and no announced wallet is that
 * same provider (a wallet that does both is listed once).
 */
export function toConnectors(config: Config): Connector[] {
  const announced = config._internal.mipd?.getProviders() ?? [];
  const legacy = legacyProvider();
  const connectors: Connector[] = [];
  for (const connector of config.connectors) {
    const detail = announced.find(({ info }) => info.rdns === connector.id);
    if (detail !== undefined) {
      connectors.push({
        id: connector.id,
        name: detail.info.name,
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: detail.info.icon,
        info: { rdns: detail.info.rdns },
      });
    } else if (connector.type === 'injected' && legacy !== undefined) {
      if (announced.some(({ provider }) => provider === legacy)) continue;
      connectors.push({ id: connector.id, name: connector.name, type: 'INJECTED', chain: 'eip155' });
    }
  }
  return connectors;
}
