import { describe, expect, it } from 'vitest';
import { resolveSettings } from './resolveSettings.js';

const resolve = (args: string[], env: Record<string, string> = {}) => resolveSettings({ args, env });
const key = `0x${'ab'.repeat(32)}`;
const upstreams = 'eip155:1=https://rpc.example eip155:10=https://rpc10.example';

describe('smart-account settings', () => {
  it('read bundlers and paymasters per EVM chain, the signer key and the validity window', () => {
    const { config } = resolve(['--bundler', 'eip155:10=https://bundler10.example'], {
      RPC_UPSTREAMS: upstreams,
      PORTICO_BUNDLER_URLS: 'eip155:1=https://ignored.example',
      PORTICO_PAYMASTER_ADDRESSES: ' eip155:10=0x00000000000000000000000000000000000ba5ed ',
      PORTICO_PAYMASTER_SIGNER_KEY: key,
      PORTICO_PAYMASTER_VALIDITY_SECONDS: '120',
      PORTICO_SMART_ACCOUNT_KINDS: 'eip155:1=erc4337 eip155:10=eip7702',
      PORTICO_SMART_ACCOUNT_FACTORIES: 'eip155:1=0x00000000000000000000000000000000000fac70',
    });
    expect(config.smartAccounts).toEqual({
      bundlers: { 'eip155:10': 'https://bundler10.example' },
      accountKinds: { 'eip155:1': 'erc4337', 'eip155:10': 'eip7702' },
      accountFactories: { 'eip155:1': '0x00000000000000000000000000000000000fac70' },
      paymasters: { 'eip155:10': '0x00000000000000000000000000000000000ba5ed' },
      paymasterSignerKey: key,
      paymasterValiditySeconds: 120,
    });
  });

  it('are off by default', () => {
    expect(resolve([]).config.smartAccounts).toEqual({
      bundlers: {},
      accountKinds: {},
      accountFactories: {},
      paymasters: {},
      paymasterValiditySeconds: 300,
    });
  });

  it('refuse a bad value, naming the setting; the signer key is never shown', () => {
    const bad = `0x${'cd'.repeat(31)}`;
    let message = '';
    try {
      resolve([], {
        PORTICO_BUNDLER_URLS:
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp=https://bundler.example eip155:1=ftp://x',
        PORTICO_PAYMASTER_ADDRESSES: 'eip155:1=0x12',
        PORTICO_SMART_ACCOUNT_FACTORIES: 'eip155:1=factory',
        PORTICO_PAYMASTER_SIGNER_KEY: bad,
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      "PORTICO_BUNDLER_URLS 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' is not the CAIP-2 id of an EVM chain",
    );
    expect(message).toContain("PORTICO_PAYMASTER_ADDRESSES '0x12' is not a 20-byte hex address");
    expect(message).toContain("PORTICO_SMART_ACCOUNT_FACTORIES 'factory' is not a 20-byte hex address");
    expect(message).toContain(
      'PORTICO_PAYMASTER_SIGNER_KEY expects a private key (0x and 64 hex digits), got <secret, 64 characters>',
    );
    expect(message).not.toContain('cdcdcd');
  });

  it('refuse settings that do not go together', () => {
    const paymasters = 'eip155:1=0x00000000000000000000000000000000000ba5ed';
    expect(() =>
      resolve([], { RPC_UPSTREAMS: upstreams, PORTICO_BUNDLER_URLS: 'eip155:5=https://b.example' }),
    ).toThrow('PORTICO_BUNDLER_URLS has a bundler for eip155:5, which RPC_UPSTREAMS does not serve');
    expect(() =>
      resolve([], {
        RPC_UPSTREAMS: upstreams,
        PORTICO_PAYMASTER_ADDRESSES: paymasters,
        PORTICO_PAYMASTER_SIGNER_KEY: key,
      }),
    ).toThrow('PORTICO_PAYMASTER_ADDRESSES has a paymaster for eip155:1, which has no bundler');
    expect(() =>
      resolve([], {
        RPC_UPSTREAMS: upstreams,
        PORTICO_BUNDLER_URLS: 'eip155:1=https://b.example',
        PORTICO_PAYMASTER_ADDRESSES: paymasters,
      }),
    ).toThrow('PORTICO_PAYMASTER_ADDRESSES is set without PORTICO_PAYMASTER_SIGNER_KEY');
    expect(() =>
      resolve([], {
        RPC_UPSTREAMS: upstreams,
        PORTICO_BUNDLER_URLS: 'eip155:1=https://b.example',
        PORTICO_SMART_ACCOUNT_FACTORIES: 'eip155:1=0x00000000000000000000000000000000000fac70',
      }),
    ).toThrow('PORTICO_SMART_ACCOUNT_FACTORIES has a factory for eip155:1, which is not erc4337');
  });
});
