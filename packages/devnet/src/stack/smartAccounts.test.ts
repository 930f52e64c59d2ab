import { describe, expect, it } from 'vitest';
import type { StackSmartAccounts } from './smartAccounts.js';
import { parseStack, type StackChain } from './stack.js';

const plainChain: StackChain = {
  chainId: 31337,
  caipNetworkId: 'eip155:31337',
  name: 'Portico Devnet',
  testnet: false,
  rpcUrl: 'http://127.0.0.1:8545',
  tokens: [],
};

const smart: StackSmartAccounts = {
  entryPoint: '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108',
  simple7702Account: '0xe6Cae83BdE06E4c305530e199D7217f42808555B',
  simpleAccountFactory: '0x13E9ed32155810FDbd067D4522C492D6f68E5944',
  paymaster: '0x760f593452894a253F22011c3b39DD8e417C6947',
  porticoAccountFactory: '0x3eD2a0dCd4aD3C1ee2f2a0aA6A0cFf1f4F8f7D6E',
  eip7702: true,
  bundlerUrl: 'http://127.0.0.1:4337',
};

const stackWith = (chain: object, extra: Record<string, unknown> = {}) => ({
  version: 1,
  chains: [chain],
  accounts: [],
  ...extra,
});

describe('the smart-account fields of stack.chains[] and stack.paymasterSigner', () => {
  it('reads back a chain with its contracts, 7702 flag and bundler, and the paymaster signer', () => {
    const stack = stackWith({ ...plainChain, ...smart }, { paymasterSigner: `0x${'8c'.repeat(20)}` });
    expect(parseStack(JSON.parse(JSON.stringify(stack)))).toEqual(stack);
  });

  it('takes a chain without a bundler (eip7702 false), and a chain without any of them', () => {
    const { bundlerUrl: _, ...withoutBundler } = smart;
    const cancun = { ...plainChain, ...withoutBundler, eip7702: false };
    expect(parseStack(stackWith(cancun)).chains[0]).toEqual(cancun);
    const parsed = parseStack(stackWith(plainChain));
    expect(parsed.chains[0]).toEqual(plainChain);
    expect(parsed.chains[0]).not.toHaveProperty('entryPoint');
    expect(parsed.paymasterSigner).toBeUndefined();
  });

  it.each([
    ['entryPoint', '0x1234', 'stack.chains[0].entryPoint must be a 20-byte hex address'],
    ['paymaster', 42, 'stack.chains[0].paymaster must be a 20-byte hex address'],
    [
      'simple7702Account',
      `0x${'zz'.repeat(20)}`,
      'stack.chains[0].simple7702Account must be a 20-byte hex address',
    ],
    ['simpleAccountFactory', undefined, 'stack.chains[0].simpleAccountFactory must be a 20-byte hex address'],
    [
      'porticoAccountFactory',
      undefined,
      'stack.chains[0].porticoAccountFactory must be a 20-byte hex address',
    ],
    ['eip7702', 'true', 'stack.chains[0].eip7702 must be a boolean'],
    ['eip7702', undefined, 'stack.chains[0].eip7702 must be a boolean'],
    ['bundlerUrl', 'not a url', 'stack.chains[0].bundlerUrl must be a http: or https: URL'],
    ['bundlerUrl', 'ws://127.0.0.1:4337', 'stack.chains[0].bundlerUrl must be a http: or https: URL'],
    ['bundlerUrl', '', 'stack.chains[0].bundlerUrl must be a non-empty string'],
  ])('refuses %s = %j: %s', (field, value, message) => {
    expect(() => parseStack(stackWith({ ...plainChain, ...smart, [field]: value }))).toThrow(
      new TypeError(`Invalid stack file: ${message}`),
    );
  });

  it('refuses a bundler, or a 7702 flag, without the contracts', () => {
    expect(() => parseStack(stackWith({ ...plainChain, bundlerUrl: 'http://127.0.0.1:4337' }))).toThrow(
      'stack.chains[0].entryPoint must be a 20-byte hex address',
    );
    expect(() => parseStack(stackWith({ ...plainChain, eip7702: true }))).toThrow(
      'stack.chains[0].entryPoint must be a 20-byte hex address',
    );
  });

  it('refuses a paymaster signer that is not an address', () => {
    expect(() => parseStack(stackWith(plainChain, { paymasterSigner: 'signer' }))).toThrow(
      new TypeError('Invalid stack file: stack.paymasterSigner must be a 20-byte hex address'),
    );
  });
});
