import type { StackChain } from '@portico/devnet/stack';
import { describe, expect, it } from 'vitest';
import { smartAccountsFromStack } from './smartAccountsFromStack.js';

const contracts = {
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
  simpleAccountFactory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
  paymaster: '0x00000000000000000000000000000000000ba5ed',
  porticoAccountFactory: '0x00000000000000000000000000000000000fac70',
} as const;

const chain = (chainId: number, extra: Partial<StackChain>): StackChain => ({
  chainId,
  caipNetworkId: `eip155:${chainId}`,
  name: `Chain ${chainId}`,
  testnet: false,
  rpcUrl: `http://127.0.0.1:${chainId}`,
  tokens: [],
  ...extra,
});

describe('smartAccountsFromStack', () => {
  it('configures the chains with a bundler: EIP-7702 where the chain has it, else erc4337 with its PorticoAccountFactory', () => {
    const key = `0x${'ab'.repeat(32)}` as const;
    const stack = {
      chains: [
        chain(31337, { ...contracts, eip7702: true, bundlerUrl: 'http://127.0.0.1:4337' }),
        chain(31338, { ...contracts, eip7702: false, bundlerUrl: 'http://127.0.0.1:4338' }),
        // No bundler runs for it: not offered.
        chain(31339, { ...contracts, eip7702: false }),
      ],
    };
    expect(smartAccountsFromStack(stack, key)).toEqual({
      config: {
        bundlers: { 'eip155:31337': 'http://127.0.0.1:4337', 'eip155:31338': 'http://127.0.0.1:4338' },
        accountKinds: { 'eip155:31337': 'eip7702', 'eip155:31338': 'erc4337' },
        accountFactories: { 'eip155:31338': contracts.porticoAccountFactory },
        paymasters: { 'eip155:31337': contracts.paymaster, 'eip155:31338': contracts.paymaster },
        paymasterSignerKey: key,
      },
      networks: ['eip155:31337', 'eip155:31338'],
    });
  });
});
