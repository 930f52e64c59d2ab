import { describe, expect, it } from 'vitest';
import * as api from './index.js';

describe('the public API of @portico/react', () => {
  // The hooks are a dApp's API (the demo uses them), even where no package of this repository calls them.
  it('exports exactly these names at run time: a change here is a deliberate change of the API', () => {
    expect(Object.keys(api).sort()).toEqual([
      'ConnectButton',
      'HeadlessPorticoProvider',
      'NetworkButton',
      'PorticoProvider',
      'useAccount',
      'useBalances',
      'useConnect',
      'useConnectors',
      'useDisconnect',
      'useEmailLogin',
      'useEmbeddedWalletInfo',
      'useLocale',
      'useNetwork',
      'useNetworks',
      'usePairingUri',
      'usePortico',
      'usePorticoInstance',
      'usePorticoState',
      'useSend',
      'useSignIn',
      'useSocialLogin',
      'useSwitchNetwork',
      'useTheme',
      'useWalletInfo',
      'useWallets',
    ]);
  });
});
