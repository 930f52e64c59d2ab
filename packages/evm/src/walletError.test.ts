import { PorticoError, ProviderRpcError } from '@portico/core';
import { ChainNotConfiguredError, ConnectorNotConnectedError, ProviderNotFoundError } from '@wagmi/core';
import { SwitchChainError, UnknownRpcError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { toWalletError } from './walletError.js';

const providerError = (code: number, message = `wallet says ${code}`) => ({ code, message });

describe('toWalletError keeps the provider code', () => {
  it.each([
    ['§8', 'a plain provider rejection', providerError(4001), 4001],
    [
      '§8',
      'viem UserRejectedRequestError around it',
      new UserRejectedRequestError(new Error('x', { cause: providerError(4001) })),
      4001,
    ],
    // wagmi wraps every failed switch in SwitchChainError (4902); the wallet's 4901 must survive.
    [
      '§8',
      'wagmi SwitchChainError around a 4901',
      new SwitchChainError(Object.assign(new Error('c'), providerError(4901))),
      4901,
    ],
    [
      '§8',
      'unauthorized in data.originalError',
      { code: -32603, message: 'x', data: { originalError: providerError(4100) } },
      4100,
    ],
    [
      '§8',
      'unsupported method',
      new UnknownRpcError(Object.assign(new Error('m'), providerError(4200))),
      4200,
    ],
    ['§8', 'disconnected', providerError(4900), 4900],
  ])('%s %s → %i', (_section, _case, error, code) => {
    const mapped = toWalletError(error);
    expect(mapped).toBeInstanceOf(ProviderRpcError);
    expect((mapped as ProviderRpcError).code).toBe(code);
    expect((mapped as ProviderRpcError).cause).toBe(error);
  });

  it('§8 keeps the provider message', () => {
    expect((toWalletError(providerError(4001, 'User denied')) as Error).message).toBe('User denied');
  });

  it.each([
    ['§8', new ProviderNotFoundError(), 'PROVIDER_NOT_FOUND', 'Provider not found.'],
    ['§8', new ConnectorNotConnectedError(), 'CONNECTOR_NOT_CONNECTED', 'Connector not connected.'],
    ['§8', new ChainNotConfiguredError(), 'CHAIN_NOT_CONFIGURED', 'Chain not configured.'],
  ])('%s maps the connector-library error %o to %s', (_section, error, code, message) => {
    const mapped = toWalletError(error);
    expect(mapped).toBeInstanceOf(PorticoError);
    expect(mapped).toMatchObject({ code, message });
  });

  it('§8 leaves an error without code or known name unchanged', () => {
    const error = new TypeError('boom');
    expect(toWalletError(error)).toBe(error);
  });

  it('stops at a cycle in the cause chain', () => {
    const error: { message: string; cause?: unknown } = { message: 'loop' };
    error.cause = error;
    expect(toWalletError(error)).toBe(error);
  });
});
