import { describe, expect, it } from 'vitest';
import { swapChainIds, swapSlippagePercent } from '../cloud/wire/swapConstants.js';
import { constants as c } from './constants.js';

describe('constants', () => {
  it.each([
    ['§9 Email login cooldown 30 s', c.auth.emailLoginCooldownMs, 30_000],
    ['§9 Balance cache 30 s', c.cache.balanceTtlMs, 30_000],
    ['§9 Native balance cache 30 s', c.cache.nativeBalanceTtlMs, 30_000],
    ['§9 Name cache 5 min', c.cache.nameTtlMs, 5 * 60_000],
    ['§9 Identity cache 5 min', c.cache.identityTtlMs, 5 * 60_000],
    ['§9 Balance retry block 30 s', c.cache.balanceRetryBlockMs, 30_000],
    ['§9 Recent wallets kept 2', c.wallets.recentKept, 2],
    ['§9 Recommended wallets 4', c.wallets.recommendedCount, 4],
    ['§9 Wallet list page 40', c.wallets.listPageEntries, 40],
    ['§9 Wallet search 100 entries', c.wallets.searchEntries, 100],
    ['§9 Wallet search 300 ms wait', c.wallets.searchDebounceMs, 300],
    ['§9 Social popup width 600', c.auth.socialPopupWidthPx, 600],
    ['§9 Social popup height 800', c.auth.socialPopupHeightPx, 800],
    ['§9 Social popup closed-check 1 s', c.auth.socialPopupClosedCheckMs, 1_000],
    ['§9 Toast re-show delay 150 ms', c.modal.toastReshowDelayMs, 150],
    ['§9 Modal shake 500 ms', c.modal.shakeMs, 500],
    ['§9 Image preload timeout 2 s', c.modal.imagePreloadTimeoutMs, 2_000],
    ['§9 Pairing lifetime 4 min', c.pairing.lifetimeMs, 4 * 60_000],
    ['§9 Pairing expiry threshold 10 s', c.pairing.expiryThresholdMs, 10_000],
    ['§9 Pairing retry 1 s', c.pairing.retryMs, 1_000],
    ['§9 Frame ready delay 500 ms', c.frame.readyDelayMs, 500],
    ['§9 Frame load time-out 20,000 ms', c.frame.loadTimeoutMs, 20_000],
    ['§9 Connect email/device/OTP/social time-out 120,000 ms', c.frame.userActionTimeoutMs, 120_000],
    ['§9 Disconnect wait 3,000 ms', c.auth.disconnectWaitMs, 3_000],
    ['§9 Blocked-RPC alert delay 300 ms', c.modal.blockedRpcAlertDelayMs, 300],
    ['§9 Default HTTP RPC timeout 10 s', c.rpc.httpTimeoutMs, 10_000],
    ['§9 RPC batch size 1000', c.rpc.batchSize, 1000],
    ['§7 RPC batch wait 0', c.rpc.batchWaitMs, 0],
    ['§9 Multicall batch 1024 bytes', c.rpc.multicallBatchBytes, 1024],
    ['§9 RPC retry 3 attempts', c.rpc.retryAttempts, 3],
    ['§9 RPC retry base 150 ms', c.rpc.retryBaseDelayMs, 150],
    ['§9 Fallback transport ping 4000 ms', c.fallbackTransport.pingIntervalMs, 4_000],
    ['§9 Fallback transport 10 samples', c.fallbackTransport.sampleCount, 10],
    ['§9 Fallback transport stability weight 0.7', c.fallbackTransport.stabilityWeight, 0.7],
    ['§9 Fallback transport latency weight 0.3', c.fallbackTransport.latencyWeight, 0.3],
    ['§9 Pending transactions limit 99', c.rpc.pendingTransactionsLimit, 99],
    ['§9 Query retry 3 retries', c.queryRetry.retries, 3],
    ['§9 Query retry base 1000 ms', c.queryRetry.baseDelayMs, 1_000],
    ['§9 Query retry cap 30000 ms', c.queryRetry.maxDelayMs, 30_000],
    ['§9 Generic retry delay 100 ms', c.genericRetry.delayMs, 100],
    ['§9 Generic retry 2 retries', c.genericRetry.retries, 2],
    ['§9 Garbage-collection default 5 min', c.cache.garbageCollectionMs, 5 * 60_000],
    ['§9 Request and address cache 8192 entries', c.cache.maxEntries, 8192],
    ['§9 Log buffer about 1 MB', c.logger.bufferBytes, 1024 * 1024],
    ['§9 Default log level error', c.logger.defaultLevel, 'error'],
    ['§9 Event emitter max listeners 10', c.events.maxListeners, 10],
    ['§9 Heartbeat 5 s', c.events.heartbeatMs, 5_000],
    ['§9 Secure-site SDK version default 4', c.frame.secureSiteSdkVersion, 4],
    ['§9 Default chain eip155:1', c.defaultChain, 'eip155:1'],
    ['§9 Default fee base multiplier 1.2', c.rpc.defaultFeeBaseMultiplier, 1.2],
    ['§9 Swap slippage tolerance 1', swapSlippagePercent, 1],
    ['§9 On-ramp provider fee min 1 %', c.onramp.providerFeePercent.min, 1],
    ['§9 On-ramp provider fee max 2 %', c.onramp.providerFeePercent.max, 2],
    ['§9 1 min = 60 s', c.time.minuteSeconds, 60],
    ['§9 1 day = 86400 s', c.time.daySeconds, 86_400],
    ['§9 1 year = 365 days', c.time.yearDays, 365],
    ['§9 Blob max 761,855 bytes', c.limits.blobMaxBytes, 761_855],
    ['§9 Blob 131,072 bytes', c.limits.bytesPerBlob, 131_072],
    ['§9 Blob 4096 fields', c.limits.fieldElementsPerBlob, 4096],
    ['§9 Recursive read limit 8192', c.limits.recursiveReadLimit, 8192],
    ['§9 Wallet modal width 360px', c.modal.widthPx, 360],
    ['§2 Header text animation 120 ms', c.modal.headerTextAnimationMs, 120],
    ['§2 Modal height animation 150 ms', c.modal.modalHeightAnimationMs, 150],
    ['§2 View transition 150 ms', c.modal.viewTransitionMs, 150],
  ])('%s', (_row, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['§7 RPC retry HTTP statuses', c.rpc.retryHttpStatuses, [403, 408, 413, 429, 500, 502, 503, 504]],
    ['§9 Swap networks', swapChainIds, [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]],
    [
      '§9 Fallback on-ramp limits',
      c.onramp.fallbackPaymentMethodLimits,
      [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    ],
    ['§9 Fallback on-ramp limit currencies', c.onramp.fallbackLimitCurrencies, ['USD', 'EUR']],
    [
      '§9 Frame default ancestors: localhost and preview hosts',
      c.frame.defaultAncestors,
      [
        'http://localhost:*',
        'https://localhost:*',
        'https://*.vercel.app',
        'https://*.pages.dev',
        'https://*.netlify.app',
      ],
    ],
    ['§9 Auth connector chains', c.chainSupport.authConnector, ['eip155', 'solana']],
    ['§9 On-ramp chains', c.chainSupport.onramp, ['eip155', 'solana']],
    ['§9 Activity chains', c.chainSupport.activity, ['eip155']],
    ['§9 Names chains', c.chainSupport.names, ['eip155']],
    ['§9 Balance chains', c.chainSupport.balance, ['eip155', 'solana']],
    ['§9 Send chains', c.chainSupport.send, ['eip155', 'solana']],
    [
      '§9 Default features',
      c.defaults.features,
      {
        receive: true,
        send: true,
        analytics: true,
        allWallets: true,
        legalCheckbox: false,
        smartSessions: false,
      },
    ],
    [
      '§9 Connector order',
      c.defaults.connectorOrder,
      ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
    ],
    ['§9 Wallet feature order', c.defaults.walletFeatureOrder, ['onramp', 'swaps', 'receive', 'send']],
    ['§2 Connect method order', c.defaults.connectMethodOrder, ['email', 'social', 'wallet']],
    [
      '§9 Remote feature socials',
      c.defaults.remoteFeatures.socials,
      ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
    ],
    [
      '§9 Remote feature switches',
      {
        email: c.defaults.remoteFeatures.email,
        activity: c.defaults.remoteFeatures.activity,
        reownBranding: c.defaults.remoteFeatures.reownBranding,
        multiWallet: c.defaults.remoteFeatures.multiWallet,
      },
      { email: true, activity: true, reownBranding: true, multiWallet: false },
    ],
    [
      '§9 Account types',
      c.defaults.accountTypes,
      { eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment', cosmos: 'eoa' },
    ],
    [
      '§9 Adapter types',
      c.defaults.adapterTypes,
      ['universal', 'solana', 'wagmi', 'ethers', 'ethers5', 'bitcoin'],
    ],
    [
      '§9 Transaction type codes',
      c.transactionTypes,
      { legacy: '0x0', eip2930: '0x1', eip1559: '0x2', eip4844: '0x3', eip7702: '0x4' },
    ],
  ])('%s', (_row, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ['§9', 'Asia/Shanghai'],
    ['§9', 'Asia/Urumqi'],
    ['§9', 'Asia/Chongqing'],
    ['§9', 'Asia/Harbin'],
    ['§9', 'Asia/Kashgar'],
    ['§9', 'Asia/Hong_Kong'],
    ['§9', 'Asia/Macau'],
    ['§9', 'Asia/Macao'],
  ])('%s restricted timezones include %s', (_section, zone) => {
    expect(c.restrictedTimezones).toContain(zone);
  });

  it('§9 restricted timezones are real IANA names', () => {
    for (const timeZone of c.restrictedTimezones) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone })).not.toThrow();
    }
  });
});
