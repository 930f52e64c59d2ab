import { describe, expect, it } from 'vitest';
import { defaultCloudConfig } from '../config.js';
import { createNameChains } from './nameChains.js';

const resolver: `0x${string}` = '0x0000000000000000000000000000000000000001';
const rpc = (upstreams: Record<string, string[]>) => ({ ...defaultCloudConfig.rpc, upstreams });
const names = (universalResolvers: Record<string, `0x${string}`>) => ({
  ...defaultCloudConfig.names,
  universalResolvers,
});

describe('createNameChains', () => {
  it('reads names on eip155:1 by default when it is configured, else on the first chain', async () => {
    const upstreams = { 'eip155:1': ['http://127.0.0.1:9'], 'eip155:31337': ['http://127.0.0.1:9'] };
    const both = createNameChains(names({ 'eip155:31337': resolver, 'eip155:1': resolver }), rpc(upstreams));
    const one = createNameChains(names({ 'eip155:31337': resolver }), rpc(upstreams));
    const none = createNameChains(names({}), rpc(upstreams));
    expect([both.defaultChainId, one.defaultChainId, none.defaultChainId]).toEqual([
      'eip155:1',
      'eip155:31337',
      undefined,
    ]);
    expect(one.get('eip155:1')).toBeUndefined();
    await Promise.all([both.close(), one.close(), none.close()]);
  });

  it.each([
    [
      'a Solana network',
      { 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': resolver },
      /not a CAIP-2 id of an EVM chain/,
    ],
    ['a bad address', { 'eip155:1': '0x12' as `0x${string}` }, /no valid resolver address/],
    ['a chain without upstreams', { 'eip155:10': resolver }, /no rpc.upstreams/],
  ])('refuses %s', (_name, resolvers, message) => {
    expect(() => createNameChains(names(resolvers), rpc({ 'eip155:1': ['http://127.0.0.1:9'] }))).toThrow(
      message,
    );
  });
});
