import type { StackChain } from '@portico/devnet';
import { describe, expect, it } from 'vitest';
import { namesFromStack } from './namesFromStack.js';

const ens = (universalResolver: `0x${string}`): StackChain['ens'] => ({
  registry: '0x0000000000000000000000000000000000000001',
  universalResolver,
  publicResolver: '0x0000000000000000000000000000000000000002',
  reverseRegistrar: '0x0000000000000000000000000000000000000003',
  names: [],
});
const chain = (chainId: number, testnet: boolean, withEns?: StackChain['ens']): StackChain => ({
  chainId,
  caipNetworkId: `eip155:${chainId}`,
  name: `Chain ${chainId}`,
  testnet,
  rpcUrl: 'http://127.0.0.1:8545',
  tokens: [],
  ...(withEns ? { ens: withEns } : {}),
});

describe('namesFromStack', () => {
  it('§4 takes the universal resolver of each chain with names that is not a testnet', () => {
    const resolver = '0x00000000000000000000000000000000000000aa';
    const chains = [
      chain(31337, false, ens(resolver)),
      chain(31338, true, ens('0x00000000000000000000000000000000000000bb')),
      chain(5, false),
    ];
    expect(namesFromStack({ chains })).toEqual({ 'eip155:31337': resolver });
  });
});
