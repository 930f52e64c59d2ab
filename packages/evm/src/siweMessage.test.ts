import type { SignInMessageData } from '@portico/core/adapters';
import fc from 'fast-check';
import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { createEvmAdapter } from './createEvmAdapter.js';

const adapter = createEvmAdapter();
const format = (data: SignInMessageData) => {
  if (!adapter.formatSignInMessage) throw new Error('The EVM adapter writes no sign-in message');
  return adapter.formatSignInMessage(data);
};

const account = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const minimal: SignInMessageData = {
  accountAddress: account,
  chainId: 'eip155:1',
  domain: 'example.com',
  uri: 'https://example.com/login',
  version: '1',
  nonce: '32891756',
  issuedAt: '2021-09-30T16:25:24.000Z',
};

describe('formatSignInMessage (EIP-4361)', () => {
  it("writes EIP-4361's own example, line for line", async () => {
    const message = await format({
      ...minimal,
      statement: 'I accept the ExampleOrg Terms of Service: https://example.com/tos',
      resources: [
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        'https://example.com/my-web2-claim.json',
      ],
    });
    expect(message).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        account,
        '',
        'I accept the ExampleOrg Terms of Service: https://example.com/tos',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24.000Z',
        'Resources:',
        '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
        '- https://example.com/my-web2-claim.json',
      ].join('\n'),
    );
  });

  it('without a statement, keeps the blank line of the empty statement (address, two empty lines, URI)', async () => {
    const message = await format(minimal);
    expect(message).toBe(
      [
        'example.com wants you to sign in with your Ethereum account:',
        account,
        '',
        '',
        'URI: https://example.com/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: 32891756',
        'Issued At: 2021-09-30T16:25:24.000Z',
      ].join('\n'),
    );
    expect(parseSiweMessage(message)).toEqual({
      domain: 'example.com',
      address: account,
      uri: 'https://example.com/login',
      version: '1',
      chainId: 1,
      nonce: '32891756',
      issuedAt: new Date('2021-09-30T16:25:24.000Z'),
    });
  });

  it("viem's parseSiweMessage reads back every field written, the optional ones included", async () => {
    const data: SignInMessageData = {
      accountAddress: account.toLowerCase(),
      chainId: 'eip155:31337',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173/app?tab=1',
      version: '1',
      nonce: 'a1B2c3D4e5F6g7H8i9J0k1L2',
      statement: 'Sign in to the Portico demo.',
      issuedAt: '2026-11-26T22:10:45.123Z',
      expirationTime: '2026-11-27T22:10:45.123Z',
      notBefore: '2026-11-26T22:00:00+01:00',
      requestId: 'request-7:@session',
      resources: [
        'https://example.com/terms',
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      ],
    };
    expect(parseSiweMessage(await format(data))).toEqual({
      domain: 'localhost:5173',
      address: account,
      uri: 'http://localhost:5173/app?tab=1',
      version: '1',
      chainId: 31337,
      nonce: data.nonce,
      statement: data.statement,
      issuedAt: new Date(data.issuedAt),
      expirationTime: new Date('2026-11-27T22:10:45.123Z'),
      notBefore: new Date('2026-11-26T21:00:00.000Z'),
      requestId: data.requestId,
      resources: data.resources,
    });
  });

  it("writes a statement made of a dApp's name as given, beyond the standard's ASCII grammar", async () => {
    const statement = 'Sign in to Café “Portico” — 100% ✓';
    expect(parseSiweMessage(await format({ ...minimal, statement })).statement).toBe(statement);
  });

  it('round-trips any valid fields through parseSiweMessage', async () => {
    const alphanumeric = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
    const time = fc.date({ min: new Date(0), max: new Date(Date.UTC(9999, 0)), noInvalidDate: true });
    const fields = fc.record(
      {
        chainId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        nonce: fc.string({ unit: alphanumeric, minLength: 8, maxLength: 40 }),
        statement: fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 80 })
          .filter((text) => !/[\n\r\u2028\u2029]/.test(text)),
        issuedAt: time,
        expirationTime: time,
        notBefore: time,
        requestId: fc.string({ unit: alphanumeric, minLength: 1, maxLength: 20 }),
        resources: fc.array(fc.webUrl(), { minLength: 1, maxLength: 3 }),
      },
      { requiredKeys: ['chainId', 'nonce', 'issuedAt'] },
    );
    await fc.assert(
      fc.asyncProperty(fields, async (generated) => {
        const { chainId, issuedAt, expirationTime, notBefore, ...texts } = generated;
        const message = await format({
          ...minimal,
          ...texts,
          chainId: `eip155:${chainId}`,
          issuedAt: issuedAt.toISOString(),
          expirationTime: expirationTime?.toISOString(),
          notBefore: notBefore?.toISOString(),
        });
        expect(parseSiweMessage(message)).toEqual({
          domain: minimal.domain,
          address: account,
          uri: minimal.uri,
          version: '1',
          chainId,
          issuedAt,
          expirationTime,
          notBefore,
          ...texts,
        });
      }),
    );
  });
});

describe('formatSignInMessage refuses what EIP-4361 does not allow, naming it', () => {
  it.each([
    [
      'a nonce of 7 characters',
      { nonce: 'abc1234' },
      /the nonce "abc1234" is not 8 or more letters and digits/,
    ],
    ['a nonce with a dash', { nonce: 'abcd-efgh' }, /the nonce "abcd-efgh"/],
    ['a solana network', { chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }, /is not an eip155 chain/],
    ['a hex chain reference', { chainId: 'eip155:0x1' }, /"eip155:0x1" is not an eip155 chain/],
    ['chain 0', { chainId: 'eip155:0' }, /"eip155:0" is not an eip155 chain/],
    ['a chain id beyond 2^53', { chainId: 'eip155:9007199254740993' }, /is not an eip155 chain/],
    ['a short address', { accountAddress: '0x1234' }, /"0x1234" is not an EVM address/],
    ['a wrong checksum', { accountAddress: account.replace('aaA', 'Aaa') }, /EIP-55 checksum is wrong/],
    [
      'a Solana address',
      { accountAddress: 'So11111111111111111111111111111111111111112' },
      /not an EVM address/,
    ],
    [
      'an Issued At that is no date',
      { issuedAt: 'yesterday' },
      /Issued At "yesterday" is not an RFC 3339 date-time/,
    ],
    [
      'a date without a time zone',
      { expirationTime: '2026-01-01T00:00:00' },
      /Expiration Time "2026-01-01T00:00:00"/,
    ],
    ['an hour 25', { notBefore: '2026-02-01T25:00:00Z' }, /Not Before "2026-02-01T25:00:00Z"/],
    ['31 February', { issuedAt: '2026-02-31T10:00:00Z' }, /Issued At "2026-02-31T10:00:00Z"/],
    ['an offset beyond a day', { issuedAt: '2026-02-01T10:00:00+24:00' }, /Issued At/],
    [
      'a statement of two lines',
      { statement: 'Sign in.\nURI: https://evil.example' },
      /the statement .* is more than one line/,
    ],
    ['a statement with a carriage return', { statement: 'Sign in.\r' }, /the statement/],
    ['a statement with a line separator', { statement: 'Sign in.\u2028Now' }, /the statement/],
    ['a request id with a space', { requestId: 'request 7' }, /the request id "request 7"/],
    ['a domain with a path', { domain: 'example.com/login' }, /domain/],
    ['a URI that is no URI', { uri: 'not a uri' }, /uri/],
    ['a resource that is no URI', { resources: ['https://example.com/terms', 'not a uri'] }, /resources/],
  ] satisfies [string, Partial<SignInMessageData>, RegExp][])('%s', async (_case, fields, reason) => {
    await expect(format({ ...minimal, ...fields })).rejects.toThrow(reason);
  });
});
