import { base58, base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import type { EmbeddedRequest } from '../../../domain/connectorSource/embeddedWalletSource.js';
import { personalSignMessage } from './personalSign.js';
import type { SummaryContext } from './requestSummary.js';
import { parseSolanaTransaction } from './solanaWire.js';
import { rawSummary, rawSummaryText, summarizeRequest, summarizeRequestText } from './summarizeRequest.js';
import { summaryPartInEnglish } from './summaryText.js';
import { flattenFields } from './typedData.js';
import { formatUnits, toQuantity } from './units.js';

const usdc = { address: '0x00000000000000000000000000000000000000Aa', symbol: 'USDC', decimals: 6 };
const context: SummaryContext = {
  network: { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  tokens: [usdc],
};
const evm = (method: string, params: unknown): EmbeddedRequest => ({
  namespace: 'eip155',
  caipNetworkId: 'eip155:1',
  method,
  params,
});
const sol = (method: string, params: unknown): EmbeddedRequest => ({
  namespace: 'solana',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  method,
  params,
});
const word = (hex: string) => hex.replace(/^0x/, '').padStart(64, '0');
const bob = '0x000000000000000000000000000000000000b0b0';

describe('formatUnits and toQuantity', () => {
  it.each([
    [0n, 18, '0'],
    [1_500_000n, 6, '1.5'],
    [10n ** 18n, 18, '1'],
    [1n, 9, '0.000000001'],
    [-2_500n, 3, '-2.5'],
    [42n, 0, '42'],
  ])('%s with %i decimals → %s', (units, decimals, text) => {
    expect(formatUnits(units, decimals)).toBe(text);
  });

  it.each([
    [undefined, 0n],
    [null, 0n],
    ['0x10', 16n],
    ['10', 10n],
    [7, 7n],
    [3n, 3n],
  ])('%s → %s', (value, quantity) => {
    expect(toQuantity(value)).toBe(quantity);
  });

  it('refuses what is no quantity', () => {
    expect(() => toQuantity({})).toThrow('Not a quantity');
  });
});

describe('personal_sign [§4 ApproveTransaction summary]', () => {
  it.each([
    ['hex UTF-8 text shows as text', '0x48656c6c6f20776f726c64', 'Hello world'],
    ['multi-byte UTF-8', '0xe282ac', '€'],
    ['hex that is not UTF-8 stays hex', '0xff00', '0xff00'],
    ['hex with control characters stays hex', '0x0001', '0x0001'],
    ['plain text as is', 'Sign in to Demo', 'Sign in to Demo'],
    ['odd-length hex is text', '0x123', '0x123'],
    ['empty hex is empty text', '0x', ''],
  ])('%s', (_row, message, shown) => {
    expect(personalSignMessage(message)).toBe(shown);
    expect(summarizeRequest(evm('personal_sign', [message, '0xa11ce']), context)).toEqual({
      title: 'Sign message',
      rows: [{ label: 'Message', value: shown }],
    });
  });

  it('a message that is not a string shows as JSON; no params at all as empty', () => {
    expect(personalSignMessage({ a: 1 })).toBe('{"a":1}');
    expect(personalSignMessage(undefined)).toBe('');
    expect(summarizeRequest(evm('personal_sign', undefined), context).rows).toEqual([
      { label: 'Message', value: '' },
    ]);
  });
});

describe('eth_signTypedData_v4', () => {
  const typedData = {
    domain: { name: 'Permit2', chainId: 1, verifyingContract: '0xc0ffee' },
    primaryType: 'Mail',
    types: {},
    message: { from: { name: 'Alice', wallet: '0xa11ce' }, contents: 'Hi', tags: ['a', 'b'], flag: true },
  };

  it('domain name, chain and contract, primary type, then the message fields flattened', () => {
    const rows = [
      { label: 'Domain', value: 'Permit2' },
      { label: 'Chain', value: '1' },
      { label: 'Contract', value: '0xc0ffee' },
      { label: 'Type', value: 'Mail' },
      { label: 'from.name', value: 'Alice' },
      { label: 'from.wallet', value: '0xa11ce' },
      { label: 'contents', value: 'Hi' },
      { label: 'tags.0', value: 'a' },
      { label: 'tags.1', value: 'b' },
      { label: 'flag', value: 'true' },
    ];
    expect(
      summarizeRequest(evm('eth_signTypedData_v4', ['0xa11ce', JSON.stringify(typedData)]), context),
    ).toEqual({ title: 'Sign typed data', rows });
    expect(summarizeRequest(evm('eth_signTypedData_v4', ['0xa11ce', typedData]), context).rows).toEqual(rows);
  });

  it('a domain without fields and no message give only what there is', () => {
    expect(
      summarizeRequest(evm('eth_signTypedData_v4', ['0xa11ce', { primaryType: 'X' }]), context).rows,
    ).toEqual([{ label: 'Type', value: 'X' }]);
  });

  it('typed data that is not an object cannot be read', () => {
    expect(() => summarizeRequest(evm('eth_signTypedData_v4', ['0xa11ce', '[1]']), context)).toThrow(
      'Typed data is not an object',
    );
    expect(() => summarizeRequest(evm('eth_signTypedData_v4', 'nope'), context)).toThrow();
  });

  it('flattens null and nested arrays by path', () => {
    expect(flattenFields({ a: null, b: [[1]] }, '')).toEqual([
      { label: 'a', value: 'null' },
      { label: 'b.0.0', value: '1' },
    ]);
  });
});

describe('eth_sendTransaction', () => {
  const tx = (fields: Record<string, unknown>) =>
    evm('eth_sendTransaction', [{ from: '0xa11ce', ...fields }]);

  it('a plain transfer: to and the value in the native symbol', () => {
    expect(summarizeRequest(tx({ to: bob, value: '0xde0b6b3a7640000' }), context)).toEqual({
      title: 'Send transaction',
      rows: [
        { label: 'To', value: bob },
        { label: 'Value', value: '1 ETH' },
      ],
    });
  });

  it("the network's native symbol and decimals; ETH without a network", () => {
    const polygon: SummaryContext = {
      network: { nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 } },
      tokens: [],
    };
    expect(summarizeRequest(tx({ to: bob, value: '0x1' }), polygon).rows[1]).toEqual({
      label: 'Value',
      value: '0.000000000000000001 POL',
    });
    expect(summarizeRequest(tx({ to: bob }), { tokens: [] }).rows[1]).toEqual({
      label: 'Value',
      value: '0 ETH',
    });
  });

  it('ERC-20 transfer a9059cbb with a known token: symbol and decimals (address case-insensitive)', () => {
    const data = `0xa9059cbb${word(bob)}${word((2_500_000).toString(16))}`;
    expect(summarizeRequest(tx({ to: usdc.address.toLowerCase(), data }), context).rows).toEqual([
      { label: 'To', value: usdc.address.toLowerCase() },
      { label: 'Value', value: '0 ETH' },
      { label: 'Action', value: 'Transfer' },
      { label: 'Token', value: 'USDC' },
      { label: 'Recipient', value: bob },
      { label: 'Amount', value: '2.5 USDC' },
    ]);
  });

  it('ERC-20 transfer of an unknown token: its address and raw units', () => {
    const unknown = '0x00000000000000000000000000000000000000cc';
    const data = `0xA9059CBB${word(bob)}${word('2710')}`;
    expect(summarizeRequest(tx({ to: unknown, data }), context).rows.slice(2)).toEqual([
      { label: 'Action', value: 'Transfer' },
      { label: 'Token', value: unknown },
      { label: 'Recipient', value: bob },
      { label: 'Amount', value: '10000 units' },
    ]);
  });

  it('ERC-20 approve 095ea7b3: spender and amount; the maximum is Unlimited', () => {
    const limited = `0x095ea7b3${word(bob)}${word('f4240')}`;
    expect(summarizeRequest(tx({ to: usdc.address, data: limited }), context).rows.slice(2)).toEqual([
      { label: 'Action', value: 'Approve' },
      { label: 'Token', value: 'USDC' },
      { label: 'Spender', value: bob },
      { label: 'Amount', value: '1 USDC' },
    ]);
    const unlimited = `0x095ea7b3${word(bob)}${'f'.repeat(64)}`;
    expect(summarizeRequest(tx({ to: usdc.address, data: unlimited }), context).rows.at(-1)).toEqual({
      label: 'Amount',
      value: 'Unlimited',
    });
  });

  it('ERC-20 transferFrom 23b872dd: from, recipient and amount', () => {
    const data = `0x23b872dd${word('0xa11ce')}${word(bob)}${word('1')}`;
    expect(summarizeRequest(tx({ to: usdc.address, data }), context).rows.slice(2)).toEqual([
      { label: 'Action', value: 'Transfer from' },
      { label: 'Token', value: 'USDC' },
      { label: 'From', value: `0x${'a11ce'.padStart(40, '0')}` },
      { label: 'Recipient', value: bob },
      { label: 'Amount', value: '0.000001 USDC' },
    ]);
  });

  it.each([
    ['another selector', `0x12345678${word('1')}`, '0x12345678'],
    ['a known selector with the wrong argument count', `0xa9059cbb${word(bob)}`, '0xa9059cbb'],
  ])('%s is a Contract call with its selector', (_row, data, selector) => {
    expect(summarizeRequest(tx({ to: usdc.address, data }), context).rows.slice(2)).toEqual([
      { label: 'Action', value: 'Contract call' },
      { label: 'Function', value: selector },
    ]);
  });

  it('a contract creation has no receiver; empty or non-hex data adds nothing', () => {
    expect(summarizeRequest(tx({ data: '0x6080' }), context).rows).toEqual([
      { label: 'To', value: 'New contract' },
      { label: 'Value', value: '0 ETH' },
      { label: 'Action', value: 'Contract call' },
      { label: 'Function', value: '0x6080' },
    ]);
    expect(summarizeRequest(tx({ to: bob, data: '0x' }), context).rows).toHaveLength(2);
    expect(summarizeRequest(tx({ to: bob, data: 'zz' }), context).rows).toHaveLength(2);
  });

  it('a transaction that is not an object cannot be read', () => {
    expect(() => summarizeRequest(evm('eth_sendTransaction', ['0x']), context)).toThrow(
      'A transaction is not an object',
    );
    expect(() => summarizeRequest(evm('eth_sendTransaction', {}), context)).toThrow();
  });
});

describe('wallet_sendCalls', () => {
  it('each call numbered', () => {
    const calls = [
      { to: bob, value: '0x0' },
      { to: usdc.address, data: `0x095ea7b3${word(bob)}${word('1')}` },
    ];
    expect(summarizeRequest(evm('wallet_sendCalls', [{ version: '2.0.0', calls }]), context)).toEqual({
      title: 'Send calls',
      rows: [
        { label: 'Call 1: To', value: bob },
        { label: 'Call 1: Value', value: '0 ETH' },
        { label: 'Call 2: To', value: usdc.address },
        { label: 'Call 2: Value', value: '0 ETH' },
        { label: 'Call 2: Action', value: 'Approve' },
        { label: 'Call 2: Token', value: 'USDC' },
        { label: 'Call 2: Spender', value: bob },
        { label: 'Call 2: Amount', value: '0.000001 USDC' },
      ],
    });
  });

  it('no calls, no rows', () => {
    expect(summarizeRequest(evm('wallet_sendCalls', [{}]), context).rows).toEqual([]);
    expect(summarizeRequest(evm('wallet_sendCalls', undefined), context).rows).toEqual([]);
  });
});

describe('methods shown by their parameters', () => {
  it.each([
    ['eth_sendRawTransaction', 'Send signed transaction'],
    ['wallet_grantPermissions', 'Grant permissions'],
    ['wallet_revokePermissions', 'Revoke permissions'],
    ['some_method', 'some_method'],
  ])('%s → %s', (method, title) => {
    expect(summarizeRequest(evm(method, ['0xf86c']), context)).toEqual({
      title,
      rows: [{ label: 'Parameters', value: '["0xf86c"]' }],
    });
  });

  it('rawSummary keeps the heading of a known method', () => {
    expect(rawSummary(evm('personal_sign', undefined))).toEqual({
      title: 'Sign message',
      rows: [{ label: 'Parameters', value: '' }],
    });
  });
});

// A Solana wire transaction built by hand: signatures, (version prefix), header, keys, blockhash, instructions.
const key = (seed: number) => new Uint8Array(32).fill(seed);
const systemProgram = new Uint8Array(32);
const tokenProgram = base58.decode('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
const token2022 = base58.decode('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb');
const u64 = (value: bigint) => {
  const bytes = new Uint8Array(8);
  new DataView(bytes.buffer).setBigUint64(0, value, true);
  return bytes;
};

interface Ix {
  program: number;
  accounts: number[];
  data: number[] | Uint8Array;
}

function wire(keys: Uint8Array[], instructions: Ix[], { versioned = false, signatures = 1 } = {}) {
  const bytes: number[] = [signatures, ...new Uint8Array(64 * signatures)];
  if (versioned) bytes.push(0x80);
  bytes.push(1, 0, 1, keys.length);
  for (const k of keys) bytes.push(...k);
  bytes.push(...new Uint8Array(32), instructions.length);
  for (const ix of instructions)
    bytes.push(ix.program, ix.accounts.length, ...ix.accounts, ix.data.length, ...ix.data);
  if (versioned) bytes.push(0);
  return Uint8Array.from(bytes);
}

const systemTransfer = (lamports: bigint) => [2, 0, 0, 0, ...u64(lamports)];
const transferChecked = (amount: bigint, decimals: number) => [12, ...u64(amount), decimals];
const [payer, receiver, mint, destination] = [key(1), key(2), key(3), key(4)].map((k) => base58.encode(k));
const solContext: SummaryContext = { tokens: [{ address: mint ?? '', symbol: 'USDC', decimals: 6 }] };

describe('Solana requests', () => {
  it('solana_signMessage: base58 of UTF-8 text shows the text, else the base58', () => {
    const text = base58.encode(new TextEncoder().encode('Sign in to Demo'));
    expect(summarizeRequest(sol('solana_signMessage', { message: text, pubkey: payer }), solContext)).toEqual(
      {
        title: 'Sign message',
        rows: [{ label: 'Message', value: 'Sign in to Demo' }],
      },
    );
    const binary = base58.encode(Uint8Array.from([0xff, 0xfe]));
    expect(summarizeRequest(sol('solana_signMessage', { message: binary }), solContext).rows[0]?.value).toBe(
      binary,
    );
    expect(() => summarizeRequest(sol('solana_signMessage', {}), solContext)).toThrow('not base58');
  });

  it('a System transfer: lamports as SOL, from and to', () => {
    const transaction = base64.encode(
      wire(
        [key(1), key(2), systemProgram],
        [{ program: 2, accounts: [0, 1], data: systemTransfer(1_500_000_000n) }],
      ),
    );
    expect(summarizeRequest(sol('solana_signAndSendTransaction', { transaction }), solContext)).toEqual({
      title: 'Send transaction',
      rows: [
        { label: 'Fee payer', value: payer },
        { label: 'Instruction 1: Action', value: 'Transfer' },
        { label: 'Instruction 1: Amount', value: '1.5 SOL' },
        { label: 'Instruction 1: From', value: payer },
        { label: 'Instruction 1: To', value: receiver },
      ],
    });
  });

  it.each([
    ['Token', tokenProgram],
    ['Token-2022', token2022],
  ])('an SPL %s transferChecked: amount with its decimals and the known symbol', (_name, program) => {
    const transaction = base64.encode(
      wire(
        [key(1), key(5), key(3), key(4), program],
        [{ program: 4, accounts: [1, 2, 3, 0], data: transferChecked(2_500_000n, 6) }],
        { versioned: true },
      ),
    );
    expect(summarizeRequest(sol('solana_signTransaction', { transaction }), solContext)).toEqual({
      title: 'Sign transaction',
      rows: [
        { label: 'Fee payer', value: payer },
        { label: 'Instruction 1: Action', value: 'Token transfer' },
        { label: 'Instruction 1: Amount', value: '2.5 USDC' },
        { label: 'Instruction 1: From', value: base58.encode(key(5)) },
        { label: 'Instruction 1: To', value: destination },
      ],
    });
  });

  it('an unknown mint shows its address; other programs and other instructions by their program', () => {
    const other = key(9);
    const transaction = base64.encode(
      wire(
        [key(1), key(5), key(7), key(4), tokenProgram, systemProgram, other],
        [
          { program: 4, accounts: [1, 2, 3, 0], data: transferChecked(1n, 0) },
          { program: 4, accounts: [1], data: [3, ...u64(1n)] },
          { program: 5, accounts: [0], data: [0, 0, 0, 0] },
          { program: 6, accounts: [], data: [] },
        ],
      ),
    );
    const rows = summarizeRequest(sol('solana_signTransaction', { transaction }), solContext).rows;
    expect(rows).toContainEqual({ label: 'Instruction 1: Amount', value: `1 ${base58.encode(key(7))}` });
    expect(rows).toContainEqual({
      label: 'Instruction 2: Action',
      value: `Program ${base58.encode(tokenProgram)}`,
    });
    expect(rows).toContainEqual({
      label: 'Instruction 3: Action',
      value: 'Program 11111111111111111111111111111111',
    });
    expect(rows).toContainEqual({ label: 'Instruction 4: Action', value: `Program ${base58.encode(other)}` });
  });

  it('solana_signAllTransactions numbers each transaction', () => {
    const one = base64.encode(
      wire([key(1), systemProgram], [{ program: 1, accounts: [0, 0], data: systemTransfer(1n) }]),
    );
    const summary = summarizeRequest(
      sol('solana_signAllTransactions', { transactions: [one, one] }),
      solContext,
    );
    expect(summary.title).toBe('Sign transactions');
    expect(summary.rows).toContainEqual({ label: 'Transaction 2: Fee payer', value: payer });
    expect(summary.rows).toContainEqual({
      label: 'Transaction 1: Instruction 1: Amount',
      value: '0.000000001 SOL',
    });
    expect(summarizeRequest(sol('solana_signAllTransactions', {}), solContext).rows).toEqual([]);
  });

  it('account indices beyond the static keys come from lookup tables', () => {
    const parsed = parseSolanaTransaction(
      wire([key(1), systemProgram], [{ program: 1, accounts: [0, 7], data: systemTransfer(1n) }], {
        versioned: true,
      }),
    );
    expect(parsed.instructions[0]?.accounts).toEqual([payer, 'Lookup table account 7']);
  });

  it('a truncated or malformed transaction cannot be read', () => {
    const whole = wire([key(1), systemProgram], [{ program: 1, accounts: [0, 0], data: systemTransfer(1n) }]);
    expect(() => parseSolanaTransaction(whole.subarray(0, whole.length - 3))).toThrow(
      'failed to fill whole buffer',
    );
    expect(() => parseSolanaTransaction(Uint8Array.from([0x80, 0x80, 0x80, 0x01]))).toThrow(
      'expected a ShortU16',
    );
    expect(() => parseSolanaTransaction(new Uint8Array())).toThrow('failed to fill whole buffer');
    expect(() => summarizeRequest(sol('solana_signTransaction', { transaction: 42 }), solContext)).toThrow(
      'not base64',
    );
    expect(() => summarizeRequest(sol('solana_signTransaction', 'x'), solContext)).toThrow();
  });
});

describe('the summary by key (summarizeRequestText), for a document that shows it in its own locale', () => {
  it("names Portico's words by key and keeps the request's data as plain strings: a typed-data field named 'Type' is data", () => {
    const typedData = {
      domain: { name: 'Demo', chainId: 1 },
      primaryType: 'Mail',
      message: { Type: 'Value', summaryType: 'Amount', to: { Value: '7' } },
    };
    expect(summarizeRequestText(evm('eth_signTypedData_v4', ['0xa11ce', typedData]), context)).toEqual({
      title: { key: 'summarySignTypedData' },
      rows: [
        { label: { key: 'summaryDomain' }, value: 'Demo' },
        { label: { key: 'summaryChain' }, value: '1' },
        { label: { key: 'summaryType' }, value: 'Mail' },
        { label: 'Type', value: 'Value' },
        { label: 'summaryType', value: 'Amount' },
        { label: 'to.Value', value: '7' },
      ],
    });
  });

  it('a part of a batch names its number and the label by key; values with data carry it as a parameter', () => {
    const calls = [
      { data: `0x095ea7b3${word(bob)}${'f'.repeat(64)}` },
      { to: bob, data: `0xa9059cbb${word(bob)}${word('a')}` },
    ];
    const { rows } = summarizeRequestText(evm('wallet_sendCalls', [{ calls }]), context);
    expect(rows[0]).toEqual({
      label: {
        key: 'summaryPartLabel',
        params: { part: { key: 'summaryCall', params: { index: 1 } }, label: { key: 'summaryTo' } },
      },
      value: { key: 'summaryNewContract' },
    });
    expect(rows.map((row) => row.value)).toContainEqual({ key: 'summaryContractCall' });
    expect(rows.map((row) => row.value)).toContainEqual({ key: 'summaryUnits', params: { amount: '10' } });
    expect(rows.map((row) => summaryPartInEnglish(row.label))).toContain('Call 2: Recipient');
  });

  it("an unknown method is its own name, as data; Object's own names are not methods", () => {
    expect(rawSummaryText(evm('some_method', [])).title).toBe('some_method');
    for (const method of ['toString', '__proto__', 'constructor'])
      expect(summarizeRequestText(evm(method, [1]), context)).toEqual({
        title: method,
        rows: [{ label: { key: 'summaryParameters' }, value: '[1]' }],
      });
  });

  it('a parameter that looks like a placeholder is shown as it is', () => {
    expect(summaryPartInEnglish({ key: 'summaryProgram', params: { program: '{program} {amount}' } })).toBe(
      'Program {program} {amount}',
    );
  });
});
