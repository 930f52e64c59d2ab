import { porticoDevnet, porticoTestnet } from '@portico/core';
import { buildAuthObject, createEncodedRecap, populateAuthPayload } from '@walletconnect/utils';
import { verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it, vi } from 'vitest';
import { authenticateParams, authenticateSession, oneClickNamespace, signedInOf } from './oneClickAuth.js';
import { requestedNamespaces } from './sessionNamespaces.js';

const networks = [porticoDevnet(18545), porticoTestnet(18546)];
const fields = {
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173',
  version: '1' as const,
  nonce: 'abcdefghijklmnop12345678',
  statement: 'Sign in to the dApp',
  issuedAt: '2026-01-02T03:04:05.000Z',
  expirationTime: '2026-01-03T03:04:05.000Z',
  notBefore: '2026-01-02T03:00:00.000Z',
  requestId: 'request-7',
  resources: ['https://example.org/terms'],
};

describe('one-click auth (CAIP-222) parameters and answers', () => {
  it('is asked only of a dApp whose WalletConnect networks are all eip155', () => {
    const evmOnly = requestedNamespaces(networks);
    expect(oneClickNamespace(evmOnly)).toBe(evmOnly.eip155);
    const solana = { chains: ['solana:x'], methods: [], events: [], rpcMap: {} };
    expect(oneClickNamespace({ ...evmOnly, solana })).toBeUndefined();
    expect(oneClickNamespace({ solana })).toBeUndefined();
  });

  it('asks on every eip155 chain, the current one first, for the session’s methods, with the fields', () => {
    const namespace = requestedNamespaces(networks).eip155;
    if (!namespace) throw new Error('no eip155 namespace');
    expect(authenticateParams(fields, namespace, 'eip155:31338')).toEqual({
      chains: ['eip155:31338', 'eip155:31337'],
      methods: namespace.methods,
      domain: fields.domain,
      uri: fields.uri,
      nonce: fields.nonce,
      iat: fields.issuedAt,
      statement: fields.statement,
      exp: fields.expirationTime,
      nbf: fields.notBefore,
      requestId: fields.requestId,
      resources: fields.resources,
    });
    const { statement: _, expirationTime, notBefore, requestId, resources, ...bare } = fields;
    expect(authenticateParams(bare, namespace, 'eip155:1').chains).toEqual(['eip155:31337', 'eip155:31338']);
    expect(Object.keys(authenticateParams(bare, namespace, undefined)).sort()).toEqual(
      ['chains', 'domain', 'iat', 'methods', 'nonce', 'uri'].sort(),
    );
  });

  it('answers a CACAO with the EIP-4361 text the wallet signed, which viem reads back, its fields and signature', async () => {
    const account = privateKeyToAccount(generatePrivateKey());
    const request = populateAuthPayload({
      authPayload: {
        type: 'caip122',
        chains: ['eip155:31337'],
        domain: fields.domain,
        aud: fields.uri,
        version: '1',
        nonce: fields.nonce,
        iat: fields.issuedAt,
        exp: fields.expirationTime,
        statement: fields.statement,
        resources: [...fields.resources, createEncodedRecap('eip155', 'request', ['personal_sign'])],
      },
      chains: ['eip155:31337'],
      methods: ['personal_sign'],
    });
    const iss = `did:pkh:eip155:31337:${account.address}`;
    const unsigned = buildAuthObject(request, { t: 'eip191', s: '0x' }, iss);
    const text = signedInOf(unsigned)?.message ?? '';
    const cacao = buildAuthObject(
      request,
      { t: 'eip191', s: await account.signMessage({ message: text }) },
      iss,
    );

    const signed = signedInOf(cacao);
    if (!signed) throw new Error('no sign-in');
    expect(signed.message).toBe(text);
    expect(parseSiweMessage(signed.message)).toEqual({
      address: account.address,
      chainId: 31337,
      domain: fields.domain,
      uri: fields.uri,
      version: '1',
      nonce: fields.nonce,
      statement: signed.data.statement,
      issuedAt: new Date(fields.issuedAt),
      expirationTime: new Date(fields.expirationTime),
      resources: signed.data.resources,
    });
    expect(signed.data).toMatchObject({
      accountAddress: account.address,
      chainId: 'eip155:31337',
      domain: fields.domain,
      uri: fields.uri,
      version: '1',
      nonce: fields.nonce,
      issuedAt: fields.issuedAt,
      expirationTime: fields.expirationTime,
    });
    // The ReCap's sentence follows the dApp's statement in the text, and its URN is the last resource.
    expect(signed.data.statement).toMatch(
      /^Sign in to the dApp I further authorize the stated URI .*'personal_sign'/,
    );
    expect(signed.data.resources?.[0]).toBe(fields.resources[0]);
    expect(signed.data.resources?.[1]).toMatch(/^urn:recap:/);
    expect(signed.signature).toBe(cacao.s.s);
    expect(signed.cacao).toEqual(cacao);
    expect(
      await verifyMessage({
        address: account.address,
        message: signed.message,
        signature: signed.signature as `0x${string}`,
      }),
    ).toBe(true);

    expect(signedInOf({ ...cacao, p: { ...cacao.p, version: '2' } })).toBeUndefined();
  });

  it('an answer with no session fails the connect; a CACAO that is not Version 1 is left out, and said', async () => {
    const namespace = requestedNamespaces(networks).eip155;
    if (!namespace) throw new Error('no eip155 namespace');
    const session = { topic: 't', namespaces: {} };
    const cacao = {
      h: { t: 'caip122' as const },
      p: {
        iss: 'did:pkh:eip155:31337:0xabc',
        domain: fields.domain,
        aud: fields.uri,
        nonce: fields.nonce,
        version: '2',
        iat: fields.issuedAt,
      },
      s: { t: 'eip191' as const, s: '0x00' },
    };
    // universal-provider as far as authenticateSession uses it: its namespaces, history events and authenticate.
    const provider = (answer: unknown) => ({
      namespaces: undefined,
      client: { core: { history: { on: vi.fn(), off: vi.fn() } } },
      authenticate: async () => answer,
    });
    const logger = { warn: vi.fn() };
    const request = { fields, namespace, current: undefined };
    const run = (answer: unknown) =>
      authenticateSession(
        provider(answer) as unknown as Parameters<typeof authenticateSession>[0],
        request,
        logger,
      );

    await expect(run({ auths: [cacao], session: undefined })).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
    });
    expect(await run({ auths: [cacao], session })).toEqual({ session });
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/not a Version 1/), [cacao]);
  });
});
