import { describe, expect, it } from 'vitest';
import * as farcaster from './farcaster/signIn.js';
import * as api from './index.js';
import * as stack from './stack/index.js';

describe('the public API of @portico/devnet', () => {
  it('exports exactly these names at run time: a change here is a deliberate change of the API', () => {
    expect(Object.keys(api).sort()).toEqual([
      'addFarcasterAuthAddress',
      'devnetDefaultPorts',
      'devnetPaymasterSigner',
      'oidcBrowser',
      'parseStack',
      'stackFilePath',
      'startBundler',
      'startDevnet',
      'startFarcasterRelay',
      'startOidcProvider',
      'startSolanaDevnet',
      'toSolanaNetwork',
      'verifyingPaymaster',
    ]);
  });

  it('@portico/devnet/stack exports the stack file, without the chains (safe in a browser bundle)', () => {
    expect(Object.keys(stack).sort()).toEqual([
      'devnetDefaultPorts',
      'parseStack',
      'stackFilePath',
      'toSolanaNetwork',
    ]);
  });

  it('@portico/devnet/farcaster exports what a Farcaster app does (safe in a browser bundle)', () => {
    expect(Object.keys(farcaster).sort()).toEqual(['approveSignIn']);
  });

  it('the default ports are those of porticoDevnet() and porticoTestnet()', () => {
    expect(api.devnetDefaultPorts).toEqual({ porticoDevnet: 8545, porticoTestnet: 8546 });
  });
});
