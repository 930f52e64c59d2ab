import { cloudPaths } from '@portico/core/wire';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConvertCloud,
  devChain,
  holder,
  native,
  startConvertCloud,
  usdc,
} from '../test/convertCloud.js';
import { oneDbPass } from '../test/dbPasses.js';

const id = (token: string) => `${devChain}:${token}`;
const valid: Record<string, string> = {
  chainId: devChain,
  from: id(native),
  to: id(usdc),
  tokenAddress: id(usdc),
  amount: '1000',
  userAddress: id(holder),
  slippage: '1',
  gasPrice: '7',
};

/** Values near the edges of each field's rules, and junk. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.bigInt({ min: -1n, max: 1n << 257n }).map(String),
  fc.double().map(String),
  fc.constantFrom(
    '',
    '0',
    ((1n << 256n) - 1n).toString(),
    (1n << 256n).toString(),
    '50',
    '50.01',
    '0.00',
    `${devChain}:${native.toUpperCase()}`,
    `${devChain}:0x${'g'.repeat(40)}`,
    'eip155:1:0x5fbdb2315678afecb367f032d93f642f64180aa3',
    'eip155:0:0x5fbdb2315678afecb367f032d93f642f64180aa3',
    'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3:extra',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111111',
    '__proto__',
  ),
);

describe.each(oneDbPass)('fuzzed convert requests on $name: 4xx with a message, never 5xx', (pass) => {
  let swaps: ConvertCloud;
  beforeAll(async () => {
    swaps = await startConvertCloud(pass);
  });
  afterAll(() => swaps?.close());

  const routes = [
    { path: cloudPaths.swapTokens, fields: ['chainId'] },
    { path: cloudPaths.swapQuotes, fields: ['from', 'to', 'amount', 'userAddress', 'slippage', 'gasPrice'] },
    { path: cloudPaths.swapAllowance, fields: ['tokenAddress', 'userAddress'] },
    { path: cloudPaths.swapBuildApprove, fields: ['from', 'to', 'amount', 'userAddress'] },
  ];

  it('GET routes with one or more fields replaced', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...Object.keys(valid)), fieldValue, { minKeys: 1 }),
        async (junk) => {
          for (const { path, fields } of routes) {
            const query = Object.fromEntries(
              fields.map((field) => [field, junk[field] ?? (valid[field] as string)]),
            );
            const { status, body } = await swaps.get(path, query);
            expect(status, `${path} ${JSON.stringify(query)}`).toBeLessThan(500);
            if (status >= 400) expect(typeof (body as { message?: unknown }).message).toBe('string');
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('POST build-transaction with fields replaced', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('from', 'to', 'amount', 'userAddress', 'slippage'), fieldValue, {
          minKeys: 1,
        }),
        fc.boolean(),
        async (junk, disableEstimate) => {
          const { slippage, ...fields } = { ...valid, ...junk };
          const body = {
            projectId: swaps.projectId,
            amount: fields.amount,
            from: fields.from,
            to: fields.to,
            userAddress: fields.userAddress,
            eip155: { slippage },
            disableEstimate,
          };
          const answer = await swaps.post(cloudPaths.swapBuildTransaction, body);
          expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
