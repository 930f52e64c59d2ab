import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../shared/errors/catalogue.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { sendMessages } from '../../shared/errors/sendMessages.js';
import { assertSendPreconditions, type SendRequest, sendPreconditionError } from './sendPreconditions.js';

const token = { symbol: 'USDC', address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48' };
const evm: SendRequest = {
  chainNamespace: 'eip155',
  sendTokenAmount: '1.5',
  receiverAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  token,
};
const solana: SendRequest = {
  chainNamespace: 'solana',
  sendTokenAmount: 2,
  receiverAddress: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
  token: undefined,
};

describe('sendPreconditionError [§5 send]', () => {
  it.each([
    ['§5 complete EVM send', evm, undefined],
    ['§5 Solana needs no token', solana, undefined],
    ['§5 amount as a number', { ...evm, sendTokenAmount: 0.001 }, undefined],
    ['§5 amount with a leading dot', { ...evm, sendTokenAmount: '.5' }, undefined],
    ['§5 huge amount', { ...evm, sendTokenAmount: `${'9'.repeat(100_000)}.1` }, undefined],
    // amount and receiver
    ['§5 amount missing', { ...evm, sendTokenAmount: undefined }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    ['§5 amount empty', { ...evm, sendTokenAmount: '' }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    ['§5 amount zero', { ...evm, sendTokenAmount: '0.000' }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    ['§5 amount number zero', { ...solana, sendTokenAmount: 0 }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    ['§5 amount negative', { ...evm, sendTokenAmount: '-1' }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    ['§5 amount negative number', { ...solana, sendTokenAmount: -1 }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    ['§5 amount NaN', { ...solana, sendTokenAmount: Number.NaN }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    [
      '§5 amount Infinity',
      { ...solana, sendTokenAmount: Number.POSITIVE_INFINITY },
      'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
    ],
    ['§5 amount not a number', { ...evm, sendTokenAmount: 'ten' }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    ['§5 amount full-width digits', { ...evm, sendTokenAmount: '１' }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    ['§5 amount as bigint', { ...evm, sendTokenAmount: 1n }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    ['§5 receiver missing', { ...evm, receiverAddress: undefined }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    ['§5 receiver blank', { ...evm, receiverAddress: ' \t' }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    ['§5 receiver not a string', { ...solana, receiverAddress: 42 }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    [
      '§5 both missing',
      { ...evm, sendTokenAmount: '', receiverAddress: '' },
      'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
    ],
    // token
    ['§5 EVM token missing', { ...evm, token: undefined }, 'SEND_TOKEN_REQUIRED'],
    ['§5 EVM token null', { ...evm, token: null }, 'SEND_TOKEN_REQUIRED'],
    // chain
    ['§5 bip122 cannot send', { ...evm, chainNamespace: 'bip122' }, 'UNSUPPORTED_CHAIN'],
    ['§5 polkadot cannot send', { ...evm, chainNamespace: 'polkadot' }, 'UNSUPPORTED_CHAIN'],
    ['§5 cosmos cannot send', { ...evm, chainNamespace: 'cosmos' }, 'UNSUPPORTED_CHAIN'],
    ['§5 no active chain', { ...evm, chainNamespace: undefined }, 'UNSUPPORTED_CHAIN'],
    ['§5 empty namespace', { ...evm, chainNamespace: '' }, 'UNSUPPORTED_CHAIN'],
    ['§5 upper-case namespace', { ...evm, chainNamespace: 'EIP155' }, 'UNSUPPORTED_CHAIN'],
    ['§5 look-alike namespace (Cyrillic о)', { ...solana, chainNamespace: 'sоlana' }, 'UNSUPPORTED_CHAIN'],
    // order
    [
      '§5 order: chain before amount',
      { ...evm, chainNamespace: 'bip122', sendTokenAmount: '' },
      'UNSUPPORTED_CHAIN',
    ],
    [
      '§5 order: amount before token',
      { ...evm, sendTokenAmount: '', token: undefined },
      'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
    ],
  ] satisfies [string, SendRequest, string | undefined][])('%s', (_section, request, code) => {
    expect(sendPreconditionError(request)).toBe(code);
  });
});

describe('assertSendPreconditions [§5 send]', () => {
  it.each([
    ['§5', { ...evm, receiverAddress: '' }, 'SEND_AMOUNT_AND_RECEIVER_REQUIRED'],
    ['§5', { ...evm, token: undefined }, 'SEND_TOKEN_REQUIRED'],
    ['§5', { ...evm, chainNamespace: 'bip122' }, 'UNSUPPORTED_CHAIN'],
  ] as const)('%s throws %s with its catalogue message', (_section, request, code) => {
    const thrown = (() => {
      try {
        assertSendPreconditions(request);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(PorticoError);
    expect(thrown).toMatchObject({ code, message: { ...errorCatalogue, ...sendMessages }[code] });
  });

  it('§5 passes a complete send', () => {
    expect(() => assertSendPreconditions(evm)).not.toThrow();
  });
});
