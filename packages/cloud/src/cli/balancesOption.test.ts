import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBalancesOption } from './balancesOption.js';

describe('serve --balances FILE', () => {
  let dir: string;
  const file = async (name: string, text: string) => {
    const path = join(dir, name);
    await writeFile(path, text);
    return path;
  };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-balances-option-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads token lists and the price source', async () => {
    const config = {
      tokens: { 'eip155:1': { native: { name: 'Ether', symbol: 'ETH', decimals: 18 }, tokens: [] } },
      prices: { provider: 'coingecko', apiKey: 'key' },
    };
    expect(await readBalancesOption(await file('ok.json', JSON.stringify(config)))).toEqual(config);
    expect(await readBalancesOption(undefined)).toEqual({});
  });

  it('refuses what is not a balances configuration', async () => {
    await expect(readBalancesOption(join(dir, 'missing.json'))).rejects.toThrow('cannot read');
    await expect(readBalancesOption(await file('list.json', '[]'))).rejects.toThrow(
      'must hold a JSON object',
    );
    await expect(readBalancesOption(await file('tokens.json', '{"tokens":[]}'))).rejects.toThrow(
      'tokens must be',
    );
    await expect(
      readBalancesOption(await file('prices.json', '{"prices":{"provider":"oracle"}}')),
    ).rejects.toThrow("prices.provider must be 'local' or 'coingecko'");
  });
});
