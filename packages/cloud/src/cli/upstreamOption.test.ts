import { describe, expect, it } from 'vitest';
import { parseUpstreams, upstreamEntries } from './upstreamOption.js';

describe('parseUpstreams', () => {
  it('§7 reads CAIP-2 ids with their URLs in failover order, EVM and Solana', () => {
    expect(
      parseUpstreams([
        'eip155:1=https://a.example/rpc,https://b.example',
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=http://127.0.0.1:8899',
        'eip155:1=https://c.example?key=1',
      ]),
    ).toEqual({
      'eip155:1': ['https://a.example/rpc', 'https://b.example', 'https://c.example?key=1'],
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': ['http://127.0.0.1:8899'],
    });
  });

  it.each([
    ['no URL', 'eip155:1=', /expects CAIP-2-id=URL/],
    ['no separator', 'eip155:1', /expects CAIP-2-id=URL/],
    ['not a CAIP-2 id', '1=https://a.example', /'1' is not a CAIP-2 network id/],
    ['not an http URL', 'eip155:1=ws://a.example', /'ws:\/\/a.example' is not an http\(s\) URL/],
  ])('refuses %s', (_name, entry, message) => {
    expect(() => parseUpstreams([entry])).toThrow(message);
  });

  it('splits $RPC_UPSTREAMS on whitespace', () => {
    expect(upstreamEntries(' eip155:1=https://a  eip155:2=https://b\n')).toEqual([
      'eip155:1=https://a',
      'eip155:2=https://b',
    ]);
    expect(upstreamEntries(undefined)).toEqual([]);
  });
});
