import type { RegistryWallet } from '@portico/core';

/**
 * `count` made-up EVM wallets ("Generated Wallet 001" …, ids `generated-001` …) ordered after any real
 * wallet, for paging and load tests.
 */
export function syntheticWallets(count: number, firstOrder = 10_000): RegistryWallet[] {
  const width = String(count).length;
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(Math.max(3, width), '0');
    return {
      id: `generated-${n}`,
      name: `Generated Wallet ${n}`,
      image_id: `generated-${n}`,
      homepage: null,
      rdns: null,
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
      app_store: null,
      play_store: null,
      chrome_store: null,
      firefox_store: null,
      chains: ['eip155:1'],
      injected: [],
      badge_type: 'none',
      order: firstOrder + i,
    };
  });
}
