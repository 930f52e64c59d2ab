import { describe, expect, it } from 'vitest';
import type { PorticoState } from '../../instance/porticoState.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { ProviderRpcError } from '../../shared/errors/providerRpcError.js';
import { signInFailure } from './signInFailure.js';
import type { SignInKey } from './signInKey.js';

const key: SignInKey = { namespace: 'eip155', connectorId: 'auth', address: '0xSmart', chainId: 'eip155:1' };
const withUser = (type: 'EOA' | 'SMART_ACCOUNT') =>
  ({
    accounts: {
      eip155: { user: { address: '0xsmart', chainId: 1, accounts: [{ address: '0xsmart', type }] } },
    },
  }) as unknown as PorticoState;
const refused = (code: string, message: string) =>
  new PorticoError('HTTP_STATUS', { status: 401, body: JSON.stringify({ code, message }) });

describe('§8 sign-in messages', () => {
  it("a wallet's rejection (4001) is 'Signature declined'", () => {
    expect(signInFailure(withUser('EOA'), key, new ProviderRpcError(4001))).toBe('Signature declined');
  });

  it("a smart account whose signature the verifier refused: 'This application might not support Smart Accounts'", () => {
    const error = refused('INVALID_SIGNATURE', 'The signature is not the account’s');
    expect(signInFailure(withUser('SMART_ACCOUNT'), key, error)).toBe(
      'This application might not support Smart Accounts',
    );
    expect(signInFailure(withUser('EOA'), key, error)).toBe('The signature is not the account’s');
  });

  it("another refusal shows the verifier's words; a body that is not JSON, the error's own message", () => {
    expect(signInFailure(withUser('EOA'), key, refused('NONCE_USED', 'The nonce was used'))).toBe(
      'The nonce was used',
    );
    const proxyPage = new PorticoError('HTTP_STATUS', { status: 502, body: '<html>' });
    expect(signInFailure(withUser('EOA'), key, proxyPage)).toBe(proxyPage.message);
  });
});
