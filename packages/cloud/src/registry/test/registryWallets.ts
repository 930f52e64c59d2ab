import type { RegistryWallet } from '@portico/core';

/** One made-up registry wallet, `Wallet <n>` with id `wallet-<n>`, on Ethereum mainnet. */
export function registryWallet(n: number, overrides: Partial<RegistryWallet> = {}): RegistryWallet {
  return {
    id: `wallet-${n}`,
    name: `Wallet ${n}`,
    image_id: `image-${n}`,
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
    order: n,
    ...overrides,
  };
}

/**
 * `count` made-up wallets ("Generated Wallet 001" …, ids `generated-001` …) ordered after any real
 * wallet, for paging and load tests of the registry.
 */
export function syntheticWallets(count: number, firstOrder = 10_000): RegistryWallet[] {
  const width = Math.max(3, String(count).length);
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(width, '0');
    return registryWallet(i + 1, {
      id: `generated-${n}`,
      name: `Generated Wallet ${n}`,
      image_id: `generated-${n}`,
      order: firstOrder + i,
    });
  });
}
