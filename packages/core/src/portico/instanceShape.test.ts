import { describe, expect, it } from 'vitest';
import { createPortico } from './createPortico.js';

describe('a Portico instance composed from its slices', () => {
  it("has exactly these members: every slice's public actions, merged; a change here is a deliberate change of the API", () => {
    const portico = createPortico({ projectId: 'p' });
    expect(Object.keys(portico).sort()).toEqual([
      'addNetwork',
      'attachSecureFrame',
      'back',
      'cancelSignIn',
      'close',
      'confirmNetworkSwitch',
      'confirmSend',
      'confirmSwap',
      'connect',
      'connectEmail',
      'connectFarcaster',
      'connectSocial',
      'connectWallet',
      'connectWalletConnect',
      'deleteConnection',
      'destroy',
      'disconnect',
      'dismissAlert',
      'fetchNfts',
      'fetchTransactions',
      'fetchWallets',
      'flipSwapTokens',
      'getConnections',
      'getRecentConnections',
      'getState',
      'hideToast',
      'isMobile',
      'navigate',
      'open',
      'options',
      'previewSend',
      'ready',
      'refreshBalance',
      'refreshSwapQuote',
      'refreshTokenBalances',
      'rememberWalletLink',
      'removeNetwork',
      'resendEmailCode',
      'resendSocialLinkCode',
      'resetEmailLogin',
      'resetSend',
      'resetSocialLogin',
      'resolveSendReceiver',
      'retrySwap',
      'searchWallets',
      'setAccountTab',
      'setLegalAccepted',
      'setMaxSendAmount',
      'setPreferredAccountType',
      'setSendAmount',
      'setSendReceiver',
      'setSendToken',
      'setSwapAmount',
      'setSwapSlippage',
      'setSwapToken',
      'setThemeMode',
      'setThemeVariables',
      'shake',
      'showCallsStatus',
      'showToast',
      'signIn',
      'signMessage',
      'signOut',
      'startEmailUpdate',
      'submitEmailOtp',
      'submitEmailUpdatePrimaryOtp',
      'submitEmailUpdateSecondaryOtp',
      'submitNewEmail',
      'submitSocialLinkOtp',
      'subscribe',
      'subscribeConnections',
      'switchActiveNetwork',
      'switchConnection',
      'switchNetwork',
    ]);
    portico.destroy();
  });

  it('every member the Portico interface promises is a function, but the options and `ready`', () => {
    const portico = createPortico({ projectId: 'p' });
    const members = Object.entries(portico).filter(([name]) => name !== 'options' && name !== 'ready');
    expect(members.filter(([, value]) => typeof value !== 'function').map(([name]) => name)).toEqual([]);
    expect(portico.ready).toBeInstanceOf(Promise);
    portico.destroy();
  });
});
