import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSettings } from './resolveSettings.js';

const resolve = (args: string[], env: Record<string, string> = {}) => resolveSettings({ args, env });

const failure = (env: Record<string, string>) => {
  try {
    resolve([], env);
  } catch (error) {
    return (error as Error).message;
  }
  return 'resolved';
};

describe('convert settings', () => {
  it('default to no aggregator, the real APIs’ URLs and a 10-minute deadline', () => {
    const { convert } = resolve([]).config;
    expect(convert).toEqual({
      aggregator: 'none',
      zeroEx: { baseUrl: 'https://api.0x.org', timeoutMs: 10_000 },
      oneInch: { baseUrl: 'https://api.1inch.dev', timeoutMs: 10_000 },
      lifi: { baseUrl: 'https://li.quest', timeoutMs: 10_000 },
      networks: [],
      quoteTtlSeconds: 600,
      tokens: {},
    });
  });

  it('read the aggregator, its client, the networks, the deadline and the lists from variables', () => {
    const { convert } = resolve([], {
      PORTICO_CONVERT_AGGREGATOR: '1inch',
      PORTICO_CONVERT_1INCH_URL: 'http://127.0.0.1:9000',
      PORTICO_CONVERT_1INCH_API_KEY: 'key-of-1inch',
      PORTICO_CONVERT_1INCH_TIMEOUT_MS: '2500',
      PORTICO_CONVERT_NETWORKS: ' eip155:31337  eip155:11155111 ',
      PORTICO_CONVERT_QUOTE_TTL_SECONDS: '120',
      PORTICO_CONVERT_TOKENS: '{"eip155:31337":{"suggested":["ETH"]}}',
    }).config;
    expect(convert).toMatchObject({
      aggregator: '1inch',
      oneInch: { baseUrl: 'http://127.0.0.1:9000', apiKey: 'key-of-1inch', timeoutMs: 2500 },
      networks: ['eip155:31337', 'eip155:11155111'],
      quoteTtlSeconds: 120,
      tokens: { 'eip155:31337': { suggested: ['ETH'] } },
    });
  });

  it('read them from the config file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-convert-'));
    try {
      const file = join(dir, 'cloud.json');
      await writeFile(
        file,
        JSON.stringify({
          convert: { aggregator: 'lifi', networks: ['eip155:31337'], lifi: { timeoutMs: 900 } },
        }),
      );
      const { convert } = resolve(['--config', file]).config;
      expect([convert.aggregator, convert.networks, convert.lifi]).toEqual([
        'lifi',
        ['eip155:31337'],
        { baseUrl: 'https://li.quest', timeoutMs: 900 },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuse a bad value naming the setting, and never show an API key', () => {
    const message = failure({
      PORTICO_CONVERT_AGGREGATOR: 'paraswap',
      PORTICO_CONVERT_NETWORKS: 'eip155:1 solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      PORTICO_CONVERT_QUOTE_TTL_SECONDS: '0',
      PORTICO_CONVERT_0X_URL: 'ftp://api.0x.org',
      PORTICO_CONVERT_TOKENS: '[]',
    });
    expect(message).toContain(
      "PORTICO_CONVERT_AGGREGATOR expects one of uniswap, 0x, 1inch, lifi, none, got 'paraswap'",
    );
    expect(message).toContain(
      'PORTICO_CONVERT_NETWORKS expects eip155:N entries, got "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp"',
    );
    expect(message).toContain('PORTICO_CONVERT_QUOTE_TTL_SECONDS expects a whole number ≥ 1');
    expect(message).toContain('PORTICO_CONVERT_0X_URL');
    expect(message).toContain('PORTICO_CONVERT_TOKENS expects a JSON object');
    expect(failure({ PORTICO_CONVERT_0X_API_KEY: '', PORTICO_CONVERT_AGGREGATR: '0x' })).toContain(
      'Unknown variable PORTICO_CONVERT_AGGREGATR (did you mean PORTICO_CONVERT_AGGREGATOR?)',
    );
  });
});
