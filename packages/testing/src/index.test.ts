import { describe, expect, it } from 'vitest';
import * as conformance from './conformance/index.js';
import * as api from './index.js';
import * as initScript from './initScript.js';
import * as registry from './registryWallets.js';
import * as walletConnect from './walletConnect/index.js';

// A change here is a deliberate change of the package's API.
describe('the public API of @portico/testing', () => {
  it.each([
    [
      '@portico/testing',
      api,
      [
        'announceProvider',
        'createSolanaTestWallet',
        'createTestWallet',
        'farcasterTestApp',
        'injectLegacyProvider',
        'loopbackOnly',
        'registerStandardWallet',
      ],
    ],
    [
      '@portico/testing/conformance',
      conformance,
      [
        'conformanceCases',
        'connectionPromptMethods',
        'describeConnectorConformance',
        'runConformanceCase',
        'testEmbeddedWalletConformance',
        'testSolanaWalletConformance',
        'testWalletConformance',
        'testWalletConnectConformance',
      ],
    ],
    ['@portico/testing/init-script', initScript, ['solanaTestWalletInitScript', 'testWalletInitScript']],
    ['@portico/testing/registry', registry, ['registryWallet', 'syntheticWallets']],
    [
      '@portico/testing/walletconnect',
      walletConnect,
      [
        'createWalletConnectCore',
        'createWalletConnectTestWallet',
        'memoryKeyValueStorage',
        'newCloudDataDir',
        'walletConnectEvents',
        'walletConnectMethods',
      ],
    ],
  ])('%s exports exactly these names at run time', (_, module, names) => {
    expect(Object.keys(module).sort()).toEqual(names);
  });
});
