import { describe, expect, it } from 'vitest';
import { parseStack, type Stack } from './stack.js';

const genesisHash = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG';
const caipNetworkId = `solana:${genesisHash.slice(0, 32)}` as const;

function sampleStack(): Stack {
  return {
    version: 1,
    chains: [
      {
        chainId: 31337,
        caipNetworkId: 'eip155:31337',
        name: 'Portico Devnet',
        testnet: false,
        rpcUrl: 'http://127.0.0.1:8545',
        tokens: [{ address: `0x${'ab'.repeat(20)}`, name: 'Portico USD', symbol: 'pUSD', decimals: 6 }],
      },
    ],
    accounts: [
      {
        address: `0x${'12'.repeat(20)}`,
        privateKey: `0x${'34'.repeat(32)}`,
        balances: { 'eip155:31337': { ETH: '1.5', pUSD: '2' } },
      },
    ],
    solana: {
      networks: [
        {
          caipNetworkId,
          genesisHash,
          name: 'Portico Solana',
          testnet: false,
          rpcUrl: 'http://127.0.0.1:8899',
          wsUrl: 'ws://127.0.0.1:8900',
          tokens: [
            {
              mint: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
              name: 'Portico USD',
              symbol: 'pUSD',
              decimals: 6,
            },
          ],
        },
      ],
      accounts: [
        {
          address: 'BPFLoaderUpgradeab1e11111111111111111111111',
          secretKey: '4'.repeat(88),
          balances: { [caipNetworkId]: { SOL: '1.5', pUSD: '0.25' } },
        },
      ],
    },
  };
}

describe('parseStack', () => {
  it('reads back a stack with EVM chains and a Solana network', () => {
    const stack = sampleStack();
    expect(parseStack(JSON.parse(JSON.stringify(stack)))).toEqual(stack);
  });

  it('accepts a stack without a Solana part, as written before Solana existed', () => {
    const { solana: _solana, ...evmOnly } = sampleStack();
    expect(parseStack(evmOnly)).toEqual(evmOnly);
  });

  it.each([
    [
      'a CAIP id that is not the genesis hash prefix',
      ['caipNetworkId', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      /caipNetworkId must be solana:EtWTRABZ/,
    ],
    [
      'a genesis hash outside base58',
      ['genesisHash', 'not-base58-0OIl'],
      /genesisHash must be a base58 Solana address/,
    ],
    [
      'an RPC URL that is not HTTP',
      ['rpcUrl', 'ws://127.0.0.1:8899'],
      /rpcUrl must be a http: or https: URL/,
    ],
    ['a WebSocket URL that is not a URL', ['wsUrl', '127.0.0.1:8900'], /wsUrl must be a ws: or wss: URL/],
    ['a non-boolean testnet flag', ['testnet', 'no'], /testnet must be a boolean/],
  ])('rejects a Solana network with %s', (_, [field, value], message) => {
    const stack = sampleStack() as unknown as { solana: { networks: Record<string, unknown>[] } };
    const network = stack.solana.networks[0];
    if (network === undefined || field === undefined) throw new Error('sample has no network');
    network[field] = value;
    expect(() => parseStack(stack)).toThrow(message);
  });

  it.each([
    [
      'a mint that is not an address',
      (s: Stack) => Object.assign(s.solana?.networks[0]?.tokens[0] ?? {}, { mint: '0x12' }),
      /tokens\[0\]\.mint must be/,
    ],
    [
      'fractional decimals',
      (s: Stack) => Object.assign(s.solana?.networks[0]?.tokens[0] ?? {}, { decimals: 6.5 }),
      /decimals must be an integer/,
    ],
    [
      'a secret key too short for 64 bytes',
      (s: Stack) => Object.assign(s.solana?.accounts[0] ?? {}, { secretKey: '4'.repeat(40) }),
      /secretKey must be a base58 64-byte key pair/,
    ],
    [
      'an EVM address as account',
      (s: Stack) => Object.assign(s.solana?.accounts[0] ?? {}, { address: `0x${'12'.repeat(20)}` }),
      /accounts\[0\]\.address must be a base58/,
    ],
    [
      'a numeric balance',
      (s: Stack) => Object.assign(s.solana?.accounts[0] ?? {}, { balances: { [caipNetworkId]: { SOL: 1 } } }),
      /balances\.solana:EtWTRABZ\w+\.SOL must be a non-empty string/,
    ],
    [
      'no account list',
      (s: Stack) => Object.assign(s.solana ?? {}, { accounts: undefined }),
      /stack\.solana\.accounts must be an array/,
    ],
  ])('rejects a Solana part with %s', (_, spoil, message) => {
    const stack = sampleStack();
    spoil(stack);
    expect(() => parseStack(stack)).toThrow(message);
  });

  it('still rejects an EVM chain whose CAIP id does not match its chain id', () => {
    const stack = sampleStack();
    const chain = stack.chains[0];
    if (chain === undefined) throw new Error('sample has no chain');
    chain.caipNetworkId = 'eip155:1';
    expect(() => parseStack(stack)).toThrow('stack.chains[0].caipNetworkId must be eip155:31337');
  });

  it('reads back a chain with NFT collections and ENS names, the avatar optional', () => {
    const stack = sampleStack();
    const chain = stack.chains[0];
    if (chain === undefined) throw new Error('sample has no chain');
    chain.collections = [
      {
        address: `0x${'cd'.repeat(20)}`,
        name: 'Portico Shapes',
        symbol: 'SHAPE',
        spam: false,
        holdings: { [`0x${'12'.repeat(20)}`]: ['1', '2'] },
      },
      { address: `0x${'ce'.repeat(20)}`, name: 'Claim', symbol: 'CLAIM', spam: true, holdings: {} },
    ];
    chain.ens = {
      registry: `0x${'01'.repeat(20)}`,
      universalResolver: `0x${'02'.repeat(20)}`,
      publicResolver: `0x${'03'.repeat(20)}`,
      reverseRegistrar: `0x${'04'.repeat(20)}`,
      names: [
        {
          name: 'alice.portico.eth',
          address: `0x${'12'.repeat(20)}`,
          avatar: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
        { name: 'bob.portico.eth', address: `0x${'13'.repeat(20)}` },
      ],
    };
    expect(parseStack(JSON.parse(JSON.stringify(stack)))).toEqual(stack);
  });

  it.each([
    [
      'a collection without a spam flag',
      (c: Record<string, unknown>) => {
        c.collections = [{ address: `0x${'cd'.repeat(20)}`, name: 'N', symbol: 'S', holdings: {} }];
      },
      'stack.chains[0].collections[0].spam must be a boolean',
    ],
    [
      'a numeric token id',
      (c: Record<string, unknown>) => {
        const holdings = { [`0x${'12'.repeat(20)}`]: [1] };
        c.collections = [{ address: `0x${'cd'.repeat(20)}`, name: 'N', symbol: 'S', spam: false, holdings }];
      },
      `stack.chains[0].collections[0].holdings.0x${'12'.repeat(20)}[0] must be a decimal token id string`,
    ],
    [
      'an ENS registry that is not an address',
      (c: Record<string, unknown>) => {
        c.ens = { registry: '0x12', names: [] };
      },
      'stack.chains[0].ens.registry must be a 20-byte hex address',
    ],
  ])('rejects a chain with %s', (_, spoil, message) => {
    const stack = sampleStack();
    spoil(stack.chains[0] as unknown as Record<string, unknown>);
    expect(() => parseStack(stack)).toThrow(message);
  });

  it('keeps the cloud and relay URLs when present, and leaves them out when absent', () => {
    const minimal = { version: 1, chains: [], accounts: [] };
    const urls = {
      cloudUrl: 'http://127.0.0.1:4100',
      relayUrl: 'ws://127.0.0.1:4100/relay',
      projectId: 'portico-demo',
    };
    expect(parseStack({ ...minimal, ...urls })).toEqual({ ...minimal, ...urls });
    expect(parseStack(minimal)).toEqual(minimal);
  });

  it('keeps the secure frame and mailbox URLs when present', () => {
    const minimal = { version: 1, chains: [], accounts: [] };
    const urls = { frameUrl: 'http://127.0.0.1:4101', mailboxUrl: 'http://127.0.0.1:4100/mailbox' };
    expect(parseStack({ ...minimal, ...urls })).toEqual({ ...minimal, ...urls });
  });

  it.each([
    [
      'a frame URL that is not http(s)',
      { frameUrl: 'ws://127.0.0.1:4101' },
      'stack.frameUrl must be a http: or https: URL',
    ],
    [
      'a mailbox URL that is not a URL',
      { mailboxUrl: 'mailbox' },
      'stack.mailboxUrl must be a http: or https: URL',
    ],
    ['an empty frame URL', { frameUrl: '' }, 'stack.frameUrl must be a non-empty string'],
  ])('names %s', (_case, extra, message) => {
    expect(() => parseStack({ version: 1, chains: [], accounts: [], ...extra })).toThrow(
      `Invalid stack file: ${message}`,
    );
  });

  it('names a relay URL that is not a non-empty string', () => {
    expect(() => parseStack({ version: 1, chains: [], accounts: [], relayUrl: 4100 })).toThrow(
      'Invalid stack file: stack.relayUrl must be a non-empty string',
    );
  });
});
