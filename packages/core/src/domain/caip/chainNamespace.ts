/** The five chain namespaces of spec §3. */
export const chainNamespaces = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const;

export type ChainNamespace = (typeof chainNamespaces)[number];

/** §5: a chain namespace must be one of the five listed. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (chainNamespaces as readonly string[]).includes(value);
}

/** The chain families by the names visitors know them by. */
export const namespaceNames: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'EVM',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
};
