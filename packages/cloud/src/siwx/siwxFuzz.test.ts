import fc from 'fast-check';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { answerEach, type FakeUpstream, startFakeUpstream } from '../test/fakeUpstream.js';
import { siwxTestClient } from '../test/siwxClient.js';
import { siwsChain, solanaTestAccount } from '../test/solanaSignIn.js';

const junkText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.constantFrom('', '\u0000', '\uD800', '1', '0x', 'x'.repeat(300), '2026-13-45T99:99:99Z', 'NaN', '-1'),
);

/** Every byte percent-encoded, so junk stays one path segment. */
const pathSegment = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** An EIP-4361 message's lines, each of which the fuzz may replace, drop or repeat. */
const lines = (address: string, nonce: string) => [
  'dapp.example wants you to sign in with your Ethereum account:',
  address,
  '',
  'Sign in.',
  '',
  'URI: https://dapp.example/',
  'Version: 1',
  'Chain ID: 1',
  `Nonce: ${nonce}`,
  'Issued At: 2026-01-01T00:00:00.000Z',
  'Expiration Time: 2026-01-01T01:00:00.000Z',
];

/** A Sign In With Solana message's lines, each of which the fuzz may replace, drop or repeat. */
const solanaLines = (address: string, nonce: string) => [
  'dapp.example wants you to sign in with your Solana account:',
  address,
  '',
  'Sign in.',
  '',
  'URI: https://dapp.example/',
  'Version: 1',
  `Chain ID: ${siwsChain.split(':')[1]}`,
  `Nonce: ${nonce}`,
  'Issued At: 2026-01-01T00:00:00.000Z',
  'Expiration Time: 2026-01-01T01:00:00.000Z',
  'Resources:',
  '- https://dapp.example/terms',
];

/** Text in the base58 alphabet, of lengths around a signature's (86 to 88 characters for 64 bytes). */
const base58Junk = fc.oneof(
  fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{1,120}$/),
  fc.constantFrom('1'.repeat(88), 'z'.repeat(88), '1111'),
);

describe.each(oneDbPass)('fuzzed sign-in requests on $name: 4xx, never 5xx', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let upstream: FakeUpstream;
  let client: ReturnType<typeof siwxTestClient>;
  const now = Date.UTC(2026, 0, 1);
  const account = privateKeyToAccount(generatePrivateKey());

  beforeAll(async () => {
    location = await pass.location();
    upstream = await startFakeUpstream(answerEach(() => `0x${'0'.repeat(64)}`));
    cloud = await startTestCloud(location, {
      clock: () => now,
      config: {
        rateLimit: { perIp: 1_000_000, perProject: 1_000_000 },
        rpc: { upstreams: { 'eip155:1': [upstream.url], [siwsChain]: [upstream.url] } },
      },
    });
    const project = await createProject(cloud.db, { name: 'Fuzz', allowedOrigins: ['https://dapp.example'] });
    client = siwxTestClient(cloud, project.id);
  });
  afterAll(async () => {
    await cloud?.stop();
    await upstream?.close();
    await location?.dispose();
  });

  const sessionCount = async () =>
    Number((await cloud.db.query<{ n: string }>('SELECT count(*) AS n FROM siwx_sessions')).rows[0]?.n);

  it('mangled messages, signed or not, are refused with a 4xx and open no session', async () => {
    const nonce = await client.nonce();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(10), fc.oneof(junkText, fc.constant(null))), { maxLength: 3 }),
        fc.boolean(),
        fc.oneof(
          fc.constant(undefined),
          fc.dictionary(junkText, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 3 }),
        ),
        async (edits, signIt, cacao) => {
          const text = lines(account.address, nonce);
          for (const [index, value] of edits) {
            if (value === null) text.splice(index, 1);
            else text[index] = value;
          }
          const message = text.join('\n');
          const signature = signIt
            ? await account.signMessage({ message })
            : (`0x${'ab'.repeat(65)}` as const);
          const answer = await client.verify({
            message,
            signature,
            ...(cacao === undefined ? {} : { cacao }),
          });
          if (answer.status === 200) {
            // Only an edit that left the message valid signs in, once: the nonce is spent for the rest.
            expect(signIt).toBe(true);
            return;
          }
          expect(answer.status, `${message} ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, `${message} ${JSON.stringify(answer.body)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    const { rows } = await cloud.db.query<{ n: string }>('SELECT count(*) AS n FROM siwx_sessions');
    expect(Number(rows[0]?.n)).toBeLessThanOrEqual(1);
  });

  it('junk signatures, addresses and revoke bodies are 4xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 200 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`),
          junkText,
        ),
        fc.oneof(junkText, fc.constant(account.address)),
        fc.record({ pci: junkText, signature: junkText }, { requiredKeys: [] }),
        async (signature, address, revokeBody) => {
          const message = lines(account.address, await client.nonce()).join('\n');
          const verified = await client.verify({ message, signature: signature as `0x${string}` });
          expect(verified.status).toBeGreaterThanOrEqual(400);
          expect(verified.status).toBeLessThan(500);
          const path = `/v1/sessions/${pathSegment(address)}`;
          expect((await client.get(path)).status).toBeLessThan(500);
          const revoked = await client.post(`${path}/revoke`, revokeBody);
          expect(revoked.status).toBeGreaterThanOrEqual(400);
          expect(revoked.status).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('mangled Sign In With Solana messages, signed or not, are refused with a 4xx and open no session', async () => {
    const solana = solanaTestAccount();
    // Unedited, the lines are a message that signs in.
    const valid = solanaLines(solana.address, await client.nonce()).join('\n');
    expect((await client.verify({ message: valid, signature: solana.sign(valid) })).status).toBe(200);
    const nonce = await client.nonce();
    const before = await sessionCount();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(13), fc.oneof(junkText, fc.constant(null))), { maxLength: 3 }),
        fc.oneof(fc.constant<'signed'>('signed'), fc.constant<'hex'>('hex'), base58Junk),
        async (edits, signing) => {
          const text = solanaLines(solana.address, nonce);
          for (const [index, value] of edits) {
            if (value === null) text.splice(index, 1);
            else text[index] = value;
          }
          const message = text.join('\n');
          const signature =
            signing === 'signed'
              ? solana.sign(message)
              : signing === 'hex'
                ? `0x${'ab'.repeat(64)}`
                : signing;
          const answer = await client.verify({ message, signature });
          if (answer.status === 200) {
            // Only an edit that left the message valid signs in, once: the nonce is spent for the rest.
            expect(signing).toBe('signed');
            return;
          }
          expect(answer.status, `${message} ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, `${message} ${JSON.stringify(answer.body)}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    expect(await sessionCount()).toBeLessThanOrEqual(before + 1);
  });

  it('junk signatures of a Sign In With Solana message and base58 addresses are 4xx', async () => {
    const solana = solanaTestAccount();
    await fc.assert(
      fc.asyncProperty(base58Junk, async (junk) => {
        const message = solanaLines(solana.address, await client.nonce()).join('\n');
        const verified = await client.verify({ message, signature: junk });
        expect(verified.status, junk).toBeGreaterThanOrEqual(400);
        expect(verified.status, junk).toBeLessThan(500);
        const listed = await client.get(`/v1/sessions/${junk}`);
        expect(listed.status, junk).toBeLessThan(500);
        const revoked = await client.post(`/v1/sessions/${junk}/revoke`, { pci: junk, signature: junk });
        expect(revoked.status, junk).toBeGreaterThanOrEqual(400);
        expect(revoked.status, junk).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });
});
