import {
  address,
  createSolanaRpc,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  isSolanaError,
  type KeyPairSigner,
  type Rpc,
  SOLANA_ERROR__JSON_RPC__INVALID_PARAMS,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE,
  SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE,
  SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND,
  type SolanaRpcApi,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SolanaDevnet, startSolanaDevnet } from './solanaDevnet.js';
import {
  call,
  openSocket,
  postRpc,
  signedTransaction,
  signedTransferBase64,
  signerFrom,
  solTransfer,
} from './test/kit.js';

// Short slots, so a blockhash expires (151 slots) within seconds.
const slotMs = 20;
let devnet: SolanaDevnet;
let rpc: Rpc<SolanaRpcApi>;
let payer: KeyPairSigner;
let recipient: string;

beforeAll(async () => {
  devnet = await startSolanaDevnet({ rpcPort: 0, slotMs });
  rpc = createSolanaRpc(devnet.rpcUrl);
  const [first, second] = devnet.accounts;
  if (!first || !second) throw new Error('Solana devnet has too few test accounts');
  payer = await signerFrom(first.secretKey);
  recipient = second.address;
});

afterAll(async () => {
  await devnet?.stop();
});

async function latest() {
  return (await rpc.getLatestBlockhash({ commitment: 'processed' }).send()).value;
}

async function balance(owner: string) {
  return (await rpc.getBalance(address(owner), { commitment: 'processed' }).send()).value;
}

async function sendRaw(wire: string, options: Record<string, unknown> = {}) {
  return call(devnet.rpcUrl, 'sendTransaction', [
    wire,
    { encoding: 'base64', preflightCommitment: 'processed', ...options },
  ]);
}

async function kitError(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

/** Waits out a few slots, so a transaction that could land would have. */
const slots = (n: number) => new Promise((resolve) => setTimeout(resolve, n * slotMs));

describe('sendTransaction refuses as a validator refuses', () => {
  it('an expired blockhash: "Blockhash not found" in preflight, dropped without preflight', async () => {
    const lifetime = await latest();
    const wire = await signedTransferBase64(payer, recipient, 1_000n, lifetime);
    while ((await rpc.getBlockHeight({ commitment: 'processed' }).send()) <= lifetime.lastValidBlockHeight) {
      await slots(10);
    }
    const before = await balance(payer.address);

    const { error } = await sendRaw(wire);
    expect(error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound', logs: [], accounts: null, unitsConsumed: 0 },
    });
    const thrown = await kitError(
      rpc.sendTransaction(wire, { encoding: 'base64', preflightCommitment: 'processed' }).send(),
    );
    expect(
      isSolanaError(thrown, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE),
    ).toBe(true);
    expect(isSolanaError((thrown as Error).cause, SOLANA_ERROR__TRANSACTION_ERROR__BLOCKHASH_NOT_FOUND)).toBe(
      true,
    );

    const { result: signature } = await sendRaw(wire, { skipPreflight: true });
    expect(signature).toBe(
      getSignatureFromTransaction(
        await signedTransaction(payer, lifetime, [solTransfer(payer, recipient, 1_000n)]),
      ),
    );
    await slots(5);
    expect((await call(devnet.rpcUrl, 'getSignatureStatuses', [[signature]])).result).toMatchObject({
      value: [null],
    });
    expect(await balance(payer.address)).toBe(before);
  });

  it('a blockhash newer than the preflight commitment sees', async () => {
    const lifetime = await latest();
    const wire = await signedTransferBase64(payer, recipient, 1n, lifetime);
    const { error } = await sendRaw(wire, { preflightCommitment: 'finalized' });
    expect(error).toMatchObject({ code: -32002, data: { err: 'BlockhashNotFound' } });
  });

  it('a bad signature: "Transaction signature verification failure", never landing', async () => {
    const transaction = await signedTransaction(payer, await latest(), [solTransfer(payer, recipient, 7n)]);
    const signatureBytes = new Uint8Array(transaction.signatures[payer.address] ?? []);
    signatureBytes[0] = (signatureBytes[0] ?? 0) ^ 0xff;
    const forged = {
      ...transaction,
      signatures: { ...transaction.signatures, [payer.address]: signatureBytes },
    };
    const wire = getBase64EncodedWireTransaction(forged as typeof transaction);
    const before = await balance(payer.address);

    expect((await sendRaw(wire)).error).toEqual({
      code: -32003,
      message: 'Transaction signature verification failure',
    });
    const thrown = await kitError(rpc.sendTransaction(wire, { encoding: 'base64' }).send());
    expect(
      isSolanaError(thrown, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_TRANSACTION_SIGNATURE_VERIFICATION_FAILURE),
    ).toBe(true);
    const { result: signature } = await sendRaw(wire, { skipPreflight: true });
    await slots(5);
    expect((await call(devnet.rpcUrl, 'getSignatureStatuses', [[signature]])).result).toMatchObject({
      value: [null],
    });
    expect(await balance(payer.address)).toBe(before);
    expect(
      (await call(devnet.rpcUrl, 'simulateTransaction', [wire, { encoding: 'base64', sigVerify: true }]))
        .error,
    ).toMatchObject({ code: -32003 });
  });

  it('a failing instruction: the program error and logs in preflight; with skipPreflight it lands, failed, and pays its fee', async () => {
    const wire = await signedTransferBase64(payer, recipient, 10n ** 15n, await latest());
    const { error } = await sendRaw(wire);
    expect(error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: { err: { InstructionError: [0, { Custom: 1 }] } },
    });
    const { logs } = (error?.data ?? { logs: [] }) as { logs: string[] };
    expect(logs.some((line) => line.startsWith('Transfer: insufficient lamports'))).toBe(true);

    const before = await balance(payer.address);
    const { result: signature } = await sendRaw(wire, { skipPreflight: true });
    const { result } = await call(devnet.rpcUrl, 'getSignatureStatuses', [[signature]]);
    expect(result).toMatchObject({
      value: [
        {
          err: { InstructionError: [0, { Custom: 1 }] },
          status: { Err: { InstructionError: [0, { Custom: 1 }] } },
        },
      ],
    });
    expect(before - (await balance(payer.address))).toBe(5000n);
  });

  it('the same transaction twice: "This transaction has already been processed"', async () => {
    const wire = await signedTransferBase64(payer, recipient, 3n, await latest());
    expect((await sendRaw(wire)).result).toEqual(expect.any(String));
    expect((await sendRaw(wire)).error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: This transaction has already been processed',
      data: { err: 'AlreadyProcessed' },
    });
  });
});

describe('bad input gets the JSON-RPC errors a validator gives', () => {
  const someAddress = '11111111111111111111111111111111';
  const someSignature = '1'.repeat(64);

  it.each([
    [
      'a key with non-base58 characters',
      'getBalance',
      ['0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl'],
      'Invalid param: Invalid',
    ],
    ['a key of the wrong length', 'getBalance', ['1111'], 'Invalid param: WrongSize'],
    [
      'a key that is not a string',
      'getBalance',
      [123],
      'Invalid params: invalid type: integer `123`, expected a string.',
    ],
    ['no parameters', 'getBalance', [], /^Invalid params: invalid length 0/],
    [
      'an unknown encoding',
      'getAccountInfo',
      [someAddress, { encoding: 'xml' }],
      /^Invalid params: unknown variant `xml`/,
    ],
    ['an unknown commitment', 'getSlot', [{ commitment: 'soon' }], /^Invalid params: unknown variant `soon`/],
    [
      'history at processed',
      'getTransaction',
      [someSignature, { commitment: 'processed' }],
      'Method does not support commitment below `confirmed`',
    ],
    [
      'too many accounts',
      'getMultipleAccounts',
      [Array(101).fill(someAddress)],
      'Too many inputs provided; max 100',
    ],
    [
      'a limit over 1000',
      'getSignaturesForAddress',
      [someAddress, { limit: 1001 }],
      'Invalid limit; max 1000',
    ],
    [
      'a token filter on an unknown mint',
      'getTokenAccountsByOwner',
      [someAddress, { mint: someAddress }],
      'Invalid param: could not find mint',
    ],
    ['no data length', 'getMinimumBalanceForRentExemption', [], /^Invalid params: invalid length 0/],
    ['a message in bad base64', 'getFeeForMessage', ['%%%%'], /^invalid base64 encoding/],
    ['bad base64', 'sendTransaction', ['%%%%', { encoding: 'base64' }], /^invalid base64 encoding/],
    [
      'bytes that are no transaction',
      'sendTransaction',
      ['AAAA', { encoding: 'base64' }],
      /^failed to deserialize solana_transaction::versioned::VersionedTransaction/,
    ],
    [
      'an encoding sendTransaction does not take',
      'sendTransaction',
      ['AAAA', { encoding: 'json' }],
      /unsupported encoding: json/,
    ],
    ['parameters as an object', 'getBalance', { pubkey: someAddress }, /^Invalid params: invalid type: map/],
  ])('%s → -32602', async (_, method, params, message) => {
    const { status, reply } = await postRpc(devnet.rpcUrl, { jsonrpc: '2.0', id: 7, method, params });
    expect(status).toBe(200);
    expect(reply).toMatchObject({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32602, message: expect.anything() },
    });
    const text = (reply as { error: { message: string } }).error.message;
    if (typeof message === 'string') expect(text).toBe(message);
    else expect(text).toMatch(message);
  });

  it('a transaction whose signature count does not match its header → invalid transaction', async () => {
    const wire = Buffer.from(await signedTransferBase64(payer, recipient, 1n, await latest()), 'base64');
    // Drop the one signature: the message still requires one.
    const unsigned = Buffer.concat([Buffer.from([0]), wire.subarray(65)]).toString('base64');
    expect((await sendRaw(unsigned)).error).toEqual({
      code: -32602,
      message: 'invalid transaction: Transaction failed to sanitize accounts offsets correctly',
    });
  });

  it('kit surfaces them as SolanaErrors with the same code', async () => {
    const thrown = await kitError(rpc.getBalance('1111' as never).send());
    expect(isSolanaError(thrown, SOLANA_ERROR__JSON_RPC__INVALID_PARAMS)).toBe(true);
  });

  it('a context slot not reached yet → -32016', async () => {
    const { error } = await call(devnet.rpcUrl, 'getSlot', [
      { commitment: 'processed', minContextSlot: 10 ** 9 },
    ]);
    expect(error).toMatchObject({ code: -32016, message: 'Minimum context slot has not been reached' });
  });

  it.each([
    [
      'an unknown method',
      { jsonrpc: '2.0', id: 1, method: 'getEverything' },
      { id: 1, error: { code: -32601, message: 'Method not found' } },
    ],
    [
      'a body that is not JSON',
      '{"jsonrpc": "2.0", ',
      { id: null, error: { code: -32700, message: 'Parse error' } },
    ],
    [
      'a request without jsonrpc 2.0',
      { jsonrpc: '1.0', id: 1, method: 'getSlot' },
      { id: null, error: { code: -32600, message: 'Invalid request' } },
    ],
    [
      'a request without a method',
      { jsonrpc: '2.0', id: 1 },
      { id: null, error: { code: -32600, message: 'Invalid request' } },
    ],
    ['an empty batch', [], { id: null, error: { code: -32600, message: 'Invalid request' } }],
  ])('%s', async (_, body, expected) => {
    const { reply } = await postRpc(devnet.rpcUrl, body);
    expect(reply).toEqual({ jsonrpc: '2.0', ...expected });
  });

  it('answers a batch request by request, and refuses a body that is not JSON content', async () => {
    const { reply } = await postRpc(devnet.rpcUrl, [
      { jsonrpc: '2.0', id: 'a', method: 'getHealth' },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
    ]);
    expect(reply).toEqual([
      { jsonrpc: '2.0', id: 'a', result: 'ok' },
      { jsonrpc: '2.0', id: 'b', error: { code: -32601, message: 'Method not found' } },
    ]);
    const plain = await fetch(devnet.rpcUrl, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
  });

  it('the WebSocket answers with the same errors', async () => {
    const socket = await openSocket(devnet.wsUrl);
    try {
      expect((await socket.request('getEverything')).error).toEqual({
        code: -32601,
        message: 'Method not found',
      });
      expect((await socket.request('accountSubscribe', ['0OIl'])).error).toEqual({
        code: -32602,
        message: 'Invalid param: Invalid',
      });
      expect((await socket.request('signatureUnsubscribe', [424242])).error).toEqual({
        code: -32602,
        message: 'Invalid subscription id.',
      });
      const { result: id } = await socket.request('slotSubscribe');
      expect(id).toEqual(expect.any(Number));
      expect((await socket.request('signatureUnsubscribe', [id])).error).toMatchObject({ code: -32602 });
      expect((await socket.request('slotUnsubscribe', [id])).result).toBe(true);
    } finally {
      socket.close();
    }
  });
});
