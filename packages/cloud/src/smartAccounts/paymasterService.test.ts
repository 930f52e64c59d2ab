import { sponsorshipRefusedCode } from '@portico/core/wire';
import fc from 'fast-check';
import {
  type Address,
  concat,
  decodeAbiParameters,
  encodeAbiParameters,
  type Hex,
  keccak256,
  pad,
  parseAbiParameters,
  recoverMessageAddress,
  size,
  slice,
  toHex,
} from 'viem';
import { entryPoint07Address, entryPoint08Address } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject } from '../projects/index.js';
import type { RunningCloud } from '../server.js';
import { oneDbPass, sdkQuery, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { answerEach, type FakeUpstream, startFakeUpstream } from '../test/fakeUpstream.js';

const sponsoredChain = 'eip155:1001';
/** Has a bundler and a paymaster, but the main project's policy does not list it. */
const unlistedChain = 'eip155:1002';
/** Served, without a bundler. */
const plainChain = 'eip155:1003';
const paymasterAddress: Address = '0x00000000000000000000000000000000000Ba5ed';
const signerKey = generatePrivateKey();
const signer = privateKeyToAccount(signerKey);
const day = 24 * 60 * 60_000;
const gwei = 1_000_000_000n;

type RpcUserOp = Record<string, Hex | undefined>;

/** A v0.8 UserOperation in its JSON-RPC form: 100k verification, 200k call, 50k pre-verification, 1 gwei. */
function userOp(sender: Address, nonce = 0n, extra: RpcUserOp = {}): RpcUserOp {
  return {
    sender,
    nonce: toHex(nonce),
    callData: '0xb61d27f6000000000000000000000000000000000000000000000000000000000000beef',
    callGasLimit: toHex(200_000n),
    verificationGasLimit: toHex(100_000n),
    preVerificationGas: toHex(50_000n),
    maxFeePerGas: toHex(gwei),
    maxPriorityFeePerGas: toHex(gwei / 10n),
    signature: '0x',
    ...extra,
  };
}

/**
 * The contract's `getHash`, written out from VerifyingPaymaster.sol (v0.8 sample): abi.encode of sender, nonce,
 * keccak256(initCode), keccak256(callData), accountGasLimits, uint256(paymasterAndData[20:52]), preVerificationGas,
 * gasFees, block.chainid, address(this), validUntil, validAfter — over the operation as packed on chain.
 */
function contractHash(
  op: RpcUserOp,
  terms: {
    chainId: number;
    pmVerification: bigint;
    pmPostOp: bigint;
    validUntil: number;
    validAfter: number;
  },
): Hex {
  const word16 = (value: Hex | undefined) => pad(value ?? '0x0', { size: 16 });
  const initCode = op.factory ? concat([op.factory, op.factoryData ?? '0x']) : '0x';
  return keccak256(
    encodeAbiParameters(
      parseAbiParameters(
        'address, uint256, bytes32, bytes32, bytes32, uint256, uint256, bytes32, uint256, address, uint48, uint48',
      ),
      [
        (op.sender as Address).toLowerCase() as Address,
        BigInt(op.nonce as Hex),
        keccak256(initCode),
        keccak256(op.callData as Hex),
        concat([word16(op.verificationGasLimit), word16(op.callGasLimit)]),
        (terms.pmVerification << 128n) | terms.pmPostOp,
        BigInt(op.preVerificationGas as Hex),
        concat([word16(op.maxPriorityFeePerGas), word16(op.maxFeePerGas)]),
        BigInt(terms.chainId),
        paymasterAddress.toLowerCase() as Address,
        terms.validUntil,
        terms.validAfter,
      ],
    ),
  );
}

/** validUntil, validAfter and the signature of `paymasterData` (abi.encode(uint48, uint48) | signature). */
function readPaymasterData(data: Hex) {
  const [validUntil, validAfter] = decodeAbiParameters(
    parseAbiParameters('uint48, uint48'),
    slice(data, 0, 64),
  );
  return { validUntil, validAfter, signature: slice(data, 64) };
}

interface RpcAnswer {
  status: number;
  text: string;
  body: { result?: Record<string, unknown>; error?: { code: number; message: string; data?: unknown } };
}

describe.each(oneDbPass)('the paymaster service (ERC-7677) on POST /v1, on $name', (pass) => {
  let location: TestDbLocation;
  let cloud: RunningCloud;
  let node: FakeUpstream;
  let bundler: FakeUpstream;
  let now = Date.UTC(2026, 10, 27, 10);
  const projects = {
    sponsored: '',
    unsponsored: '',
    policyOff: '',
    origins: '',
    tinyCap: '',
    projectCap: '',
  };
  const answers: string[] = [];

  beforeAll(async () => {
    location = await pass.location();
    node = await startFakeUpstream(answerEach((call) => `node:${call.method}`));
    bundler = await startFakeUpstream(answerEach((call) => `bundler:${call.method}`));
    cloud = await startTestCloud(location, {
      clock: () => now,
      config: {
        rateLimit: { perIp: 1_000_000, perProject: 1_000_000 },
        rpc: {
          upstreams: { [sponsoredChain]: [node.url], [unlistedChain]: [node.url], [plainChain]: [node.url] },
        },
        smartAccounts: {
          bundlers: { [sponsoredChain]: bundler.url, [unlistedChain]: bundler.url },
          paymasters: { [sponsoredChain]: paymasterAddress, [unlistedChain]: paymasterAddress },
          paymasterSignerKey: signerKey,
        },
        history: { indexer: false },
      },
    });
    const networks = [sponsoredChain, unlistedChain, plainChain];
    // Two operations of userOp() cost at most 2 × 450k gas × 1 gwei: the cap admits two, not three.
    const policy = { enabled: true, chains: [sponsoredChain], dailyCapPerUserWei: `${1_000_000n * gwei}` };
    const create = async (input: Parameters<typeof createProject>[1]) =>
      (await createProject(cloud.db, input)).id;
    projects.sponsored = await create({
      name: 'Sponsored',
      smartAccountNetworks: networks,
      sponsorship: policy,
    });
    projects.unsponsored = await create({ name: 'Unsponsored', smartAccountNetworks: networks });
    projects.policyOff = await create({
      name: 'Policy off',
      smartAccountNetworks: networks,
      sponsorship: { ...policy, enabled: false },
    });
    projects.origins = await create({
      name: 'Origins',
      allowedOrigins: ['https://app.example'],
      smartAccountNetworks: networks,
      sponsorship: policy,
    });
    // Room for three operations of userOp() in all, whichever smart accounts send them.
    projects.projectCap = await create({
      name: 'Project cap',
      smartAccountNetworks: networks,
      sponsorship: { ...policy, dailyProjectCapWei: `${1_500_000n * gwei}` },
    });
    projects.tinyCap = await create({
      name: 'Tiny cap',
      smartAccountNetworks: networks,
      sponsorship: { ...policy, dailyCapPerUserWei: '1000' },
    });
  });
  afterAll(async () => {
    await cloud?.stop();
    await node?.close();
    await bundler?.close();
    await location?.dispose();
  });

  async function rpc(
    method: string,
    params: unknown,
    {
      projectId = projects.sponsored,
      chainId = sponsoredChain,
      origin = undefined as string | undefined,
    } = {},
  ): Promise<RpcAnswer> {
    const response = await fetch(`${cloud.url}/v1?${sdkQuery(projectId, { chainId })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
    });
    const text = await response.text();
    answers.push(text);
    return { status: response.status, text, body: JSON.parse(text) };
  }
  const chainHex = (chainId: string) => toHex(Number(chainId.split(':')[1]));
  const getData = (
    op: RpcUserOp,
    options: Parameters<typeof rpc>[2] = {},
    entryPoint: Address = entryPoint08Address,
  ) => rpc('pm_getPaymasterData', [op, entryPoint, chainHex(options.chainId ?? sponsoredChain), {}], options);
  const getStub = (op: RpcUserOp, options: Parameters<typeof rpc>[2] = {}) =>
    rpc(
      'pm_getPaymasterStubData',
      [op, entryPoint08Address, chainHex(options.chainId ?? sponsoredChain), {}],
      options,
    );
  const newSender = () => privateKeyToAccount(generatePrivateKey()).address;
  const refusal = (answer: RpcAnswer) => ({
    status: answer.status,
    code: answer.body.error?.code,
    reason: (answer.body.error?.data as { reason?: string } | undefined)?.reason,
  });

  it('pm_getPaymasterData signs VerifyingPaymaster v0.8 data: the signature recovers to the signer over the contract’s getHash', async () => {
    const op = userOp(newSender(), 3n, {
      paymasterVerificationGasLimit: toHex(80_000n),
      paymasterPostOpGasLimit: '0x0',
    });
    const { status, body, text } = await getData(op);
    expect(status, text).toBe(200);
    const result = body.result as { paymaster: Address; paymasterData: Hex } & Record<string, Hex>;
    expect(result.paymaster).toBe(paymasterAddress);
    // The userOp's own paymaster gas limits are the ones signed, and answered back.
    expect(result.paymasterVerificationGasLimit).toBe(toHex(80_000n));
    expect(result.paymasterPostOpGasLimit).toBe('0x0');
    expect(size(result.paymasterData)).toBe(64 + 65);
    const { validUntil, validAfter, signature } = readPaymasterData(result.paymasterData);
    // A short window from the cloud's clock: valid at once, for PORTICO_PAYMASTER_VALIDITY_SECONDS (300 s).
    expect(validUntil).toBe(Math.floor(now / 1000) + 300);
    expect(validAfter).toBe(0);
    const hash = contractHash(op, {
      chainId: 1001,
      pmVerification: 80_000n,
      pmPostOp: 0n,
      validUntil,
      validAfter,
    });
    expect(await recoverMessageAddress({ message: { raw: hash }, signature })).toBe(signer.address);
    // Any field changed after signing no longer matches: the bundler would see a paymaster signature failure.
    const tampered = contractHash(
      { ...op, callGasLimit: toHex(200_001n) },
      { chainId: 1001, pmVerification: 80_000n, pmPostOp: 0n, validUntil, validAfter },
    );
    expect(await recoverMessageAddress({ message: { raw: tampered }, signature })).not.toBe(signer.address);
  });

  it('signs a deployment (factory | factoryData) and an EIP-7702 operation (0x7702) over initCode as sent', async () => {
    for (const extra of [
      { factory: '0x91E60e0613810449d098b0b5Ec8b51A0FE8c8985', factoryData: '0x5fbfb9cf0000' },
      { factory: '0x7702', factoryData: '0x' },
    ] as const) {
      const op = userOp(newSender(), 0n, extra);
      const result = (await getData(op)).body.result as Record<string, Hex>;
      const { validUntil, validAfter, signature } = readPaymasterData(result.paymasterData as Hex);
      // Without paymaster gas limits in the operation: the defaults, answered so the wallet sends those.
      expect(result.paymasterVerificationGasLimit).toBe(toHex(100_000n));
      const terms = { chainId: 1001, pmVerification: 100_000n, pmPostOp: 0n, validUntil, validAfter };
      expect(await recoverMessageAddress({ message: { raw: contractHash(op, terms) }, signature })).toBe(
        signer.address,
      );
    }
  });

  it('pm_getPaymasterStubData answers the paymaster, its gas limits and stub data of the final size, unsigned', async () => {
    const { status, body } = await getStub(userOp(newSender()));
    expect(status).toBe(200);
    const result = body.result as Record<string, unknown>;
    expect(result).toMatchObject({
      paymaster: paymasterAddress,
      paymasterVerificationGasLimit: toHex(100_000n),
      paymasterPostOpGasLimit: '0x0',
      sponsor: { name: 'Sponsored' },
      isFinal: false,
    });
    const { signature } = readPaymasterData(result.paymasterData as Hex);
    expect(size(signature)).toBe(65);
    // A well-formed signature (ECDSA recovers an address), not the signer's.
    expect(await recoverMessageAddress({ message: 'x', signature })).not.toBe(signer.address);
  });

  it('the daily cap per smart account: two operations under it are signed, the third is refused; others and tomorrow are not affected', async () => {
    const sender = newSender();
    expect((await getData(userOp(sender, 0n))).body.result).toBeDefined();
    expect((await getData(userOp(sender, 1n))).body.result).toBeDefined();
    const third = await getData(userOp(sender, 2n));
    expect(refusal(third)).toEqual({
      status: 200,
      code: sponsorshipRefusedCode,
      reason: 'DAILY_LIMIT_REACHED',
    });
    expect(third.body.error?.message).toBe(
      'Gas sponsorship limit reached for today: this transaction pays its own gas',
    );
    // Another smart account has its own cap.
    expect((await getData(userOp(newSender(), 0n))).body.result).toBeDefined();
    // The cap counts the maximum cost: the stub still answers (under the cap), a cheaper operation still fits.
    expect((await getStub(userOp(sender, 2n))).body.result).toBeDefined();
    const cheap = userOp(sender, 2n, { maxFeePerGas: toHex(gwei / 5n) });
    expect((await getData(cheap)).body.result).toBeDefined();
    // A new UTC day starts a new count.
    now += day;
    expect((await getData(userOp(sender, 3n))).body.result).toBeDefined();
  });

  it('concurrent requests of one smart account cannot take more than the cap', async () => {
    const sender = newSender();
    const all = await Promise.all([0n, 1n, 2n, 3n, 4n, 5n].map((nonce) => getData(userOp(sender, nonce))));
    expect(all.filter((answer) => answer.body.result !== undefined)).toHaveLength(2);
    expect(all.filter((answer) => answer.body.error?.code === sponsorshipRefusedCode)).toHaveLength(4);
  });

  it('over the cap, the stub is refused too, so the wallet knows before it estimates', async () => {
    const sender = newSender();
    const tiny = { projectId: projects.tinyCap };
    expect(refusal(await getData(userOp(sender), tiny)).reason).toBe('DAILY_LIMIT_REACHED');
    // Nothing was spent: the stub still answers until something is.
    expect((await getStub(userOp(sender), tiny)).body.result).toBeDefined();
    expect(refusal(await getData(userOp(sender, 0n, { maxFeePerGas: '0x0' }), tiny)).reason).toBeUndefined();
    expect(refusal(await getStub(userOp(sender), tiny)).reason).toBeUndefined();
  });

  it('a project cap bounds all its smart accounts together: the fourth account of the day is refused', async () => {
    const options = { projectId: projects.projectCap };
    for (let i = 0; i < 3; i++)
      expect((await getData(userOp(newSender()), options)).body.result).toBeDefined();
    const fourth = await getData(userOp(newSender()), options);
    expect(refusal(fourth)).toEqual({
      status: 200,
      code: sponsorshipRefusedCode,
      reason: 'PROJECT_DAILY_LIMIT_REACHED',
    });
    expect(fourth.body.error?.message).toBe(
      'This app’s gas sponsorship is used up for today: this transaction pays its own gas',
    );
    // A cheaper operation still fits the project's remainder; the stub answers until nothing is left.
    const cheap = userOp(newSender(), 0n, { maxFeePerGas: toHex(gwei / 10n) });
    expect((await getData(cheap, options)).body.result).toBeDefined();
    expect((await getStub(userOp(newSender()), options)).body.result).toBeDefined();
  });

  it('refuses what the policy does not cover: another project, a policy off, a chain not listed, another entry point', async () => {
    const op = userOp(newSender());
    const notSponsored = { status: 200, code: sponsorshipRefusedCode, reason: 'NOT_SPONSORED' };
    expect(refusal(await getData(op, { projectId: projects.unsponsored }))).toEqual(notSponsored);
    expect(refusal(await getStub(op, { projectId: projects.unsponsored }))).toEqual(notSponsored);
    expect(refusal(await getData(op, { projectId: projects.policyOff }))).toEqual(notSponsored);
    expect(refusal(await getData(op, { chainId: unlistedChain }))).toEqual(notSponsored);
    expect(refusal(await getData(op, {}, entryPoint07Address))).toEqual({
      ...notSponsored,
      reason: 'UNSUPPORTED_ENTRY_POINT',
    });
    // A chain without a bundler has no smart accounts at all.
    const plain = await getData(op, { chainId: plainChain });
    expect(plain.body.error).toMatchObject({
      code: -32601,
      data: { reason: 'NO_BUNDLER', chainId: plainChain },
    });
  });

  it('the edge rules hold: an unknown project, a forged origin → 403 before any signing', async () => {
    const op = userOp(newSender());
    expect((await getData(op, { projectId: 'no-such-project' })).status).toBe(403);
    expect((await getData(op, { projectId: projects.origins, origin: 'https://evil.example' })).status).toBe(
      403,
    );
    const allowed = await getData(op, { projectId: projects.origins, origin: 'https://app.example' });
    expect(allowed.body.result).toBeDefined();
  });

  it('bad params → -32602 naming the fault, never signed', async () => {
    const sender = newSender();
    const cases: unknown[] = [
      undefined,
      {},
      [],
      [userOp(sender)],
      [userOp(sender), entryPoint08Address, '0x3e9', {}, 'extra'],
      ['op', entryPoint08Address, '0x3e9'],
      [{ ...userOp(sender), sender: '0x1234' }, entryPoint08Address, '0x3e9'],
      [{ ...userOp(sender), nonce: '12' }, entryPoint08Address, '0x3e9'],
      [{ ...userOp(sender), callData: '0xabc' }, entryPoint08Address, '0x3e9'],
      [{ ...userOp(sender), callGasLimit: toHex(2n ** 128n) }, entryPoint08Address, '0x3e9'],
      [{ ...userOp(sender), factory: 'factory' }, entryPoint08Address, '0x3e9'],
      [userOp(sender), 'entryPoint', '0x3e9'],
      // Another chain's id than the request's chainId.
      [userOp(sender), entryPoint08Address, '0x1'],
      [userOp(sender), entryPoint08Address, 1001],
    ];
    for (const params of cases) {
      const answer = await rpc('pm_getPaymasterData', params);
      expect(answer.status, JSON.stringify(params)).toBeLessThan(500);
      expect(answer.body.error?.code, JSON.stringify(params)).toBe(-32602);
    }
  });

  it('fuzzed paymaster calls: JSON-RPC answers, never 5xx', async () => {
    const hex = fc.oneof(
      fc.constantFrom('0x', '0x0', '0x00', '0xzz', '', `0x${'f'.repeat(70)}`),
      fc.uint8Array({ maxLength: 40 }).map((bytes) => toHex(bytes)),
    );
    const junk = fc.oneof(fc.anything(), hex);
    const op = fc.record(
      {
        sender: fc.oneof(hex, fc.constant(newSender())),
        nonce: junk,
        callData: junk,
        callGasLimit: junk,
        maxFeePerGas: junk,
        factory: junk,
        paymasterVerificationGasLimit: junk,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(op, fc.oneof(junk, fc.constant(entryPoint08Address)), junk),
        async (params) => {
          for (const method of ['pm_getPaymasterData', 'pm_getPaymasterStubData']) {
            const answer = await rpc(method, params);
            expect(answer.status, answer.text).toBeLessThan(500);
            expect(answer.body.result !== undefined || answer.body.error !== undefined).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the signer key never appears in an answer', () => {
    expect(answers.length).toBeGreaterThan(20);
    const leaks = answers.filter((text) => text.toLowerCase().includes(signerKey.slice(2).toLowerCase()));
    expect(leaks).toEqual([]);
  });
});
