/**
 * Every business constant of spec §9 (plus the §2 animation times), grouped by concern.
 * Times are in milliseconds unless the name says otherwise. Plain data: bundlers drop it when unused.
 */
export const constants = {
  defaultChain: 'eip155:1',

  time: { minuteSeconds: 60, daySeconds: 86_400, yearDays: 365 },

  modal: {
    widthPx: 360,
    shakeMs: 500,
    toastReshowDelayMs: 150,
    /** How long an `autoClose` toast stays shown (not in the spec; long enough to read 'Address copied'). */
    toastAutoCloseMs: 2_500,
    imagePreloadTimeoutMs: 2_000,
    blockedRpcAlertDelayMs: 300,
    // §2 animation times
    headerTextAnimationMs: 120,
    modalHeightAnimationMs: 150,
    viewTransitionMs: 150,
  },

  wallets: {
    recentKept: 2,
    /** §6 recent connections kept: not in the spec; Portico keeps the last 10. */
    recentConnectionsKept: 10,
    recommendedCount: 4,
    listPageEntries: 40,
    searchEntries: 100,
    searchDebounceMs: 300,
  },

  auth: {
    emailLoginCooldownMs: 30_000,
    socialPopupWidthPx: 600,
    socialPopupHeightPx: 800,
    socialPopupClosedCheckMs: 1_000,
    disconnectWaitMs: 3_000,
  },

  /** The embedded wallet's secure frame. */
  frame: {
    readyDelayMs: 500,
    /** Not applied to sync theme, sync dapp data and set preferred account. */
    loadTimeoutMs: 20_000,
    /** Connect email, device, OTP, social and social redirect. */
    userActionTimeoutMs: 120_000,
    secureSiteSdkVersion: 4,
    /**
     * §9 "default allowed ancestors … localhost and preview host patterns": pages that may embed the frame
     * besides a project's own origins, as CSP frame-ancestors sources. Not 127.0.0.1: a dApp's own origin list
     * names it when it wants it.
     */
    defaultAncestors: [
      'http://localhost:*',
      'https://localhost:*',
      'https://*.vercel.app',
      'https://*.pages.dev',
      'https://*.netlify.app',
    ],
  },

  /** §9 per-namespace wallet methods a remote wallet (a WalletConnect session) is asked to support (the spec
   * names the lists, not their contents): the methods Portico's adapters call, and EIP-5792's for dApps. */
  walletMethods: {
    eip155: [
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'eth_signTransaction',
      'eth_sendRawTransaction',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_showCallsStatus',
    ],
    solana: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_signAllTransactions',
      'solana_getAccounts',
      'solana_requestAccounts',
    ],
    bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
  },
  /** The wallet events a remote session subscribes to. */
  walletEvents: ['accountsChanged', 'chainChanged'],

  pairing: {
    lifetimeMs: 240_000,
    expiryThresholdMs: 10_000,
    retryMs: 1_000,
  },

  cache: {
    balanceTtlMs: 30_000,
    nativeBalanceTtlMs: 30_000,
    nameTtlMs: 300_000,
    identityTtlMs: 300_000,
    balanceRetryBlockMs: 30_000,
    /** Request and address cache. */
    maxEntries: 8192,
    garbageCollectionMs: 300_000,
  },

  rpc: {
    httpTimeoutMs: 10_000,
    batchSize: 1000,
    /** §7: batched with wait 0. */
    batchWaitMs: 0,
    multicallBatchBytes: 1024,
    retryAttempts: 3,
    retryBaseDelayMs: 150,
    /** §7 HTTP statuses an RPC call is retried on. */
    retryHttpStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
    pendingTransactionsLimit: 99,
    defaultFeeBaseMultiplier: 1.2,
  },

  fallbackTransport: {
    pingIntervalMs: 4_000,
    sampleCount: 10,
    stabilityWeight: 0.7,
    latencyWeight: 0.3,
  },

  queryRetry: {
    retries: 3,
    baseDelayMs: 1_000,
    maxDelayMs: 30_000,
  },

  genericRetry: {
    retries: 2,
    delayMs: 100,
  },

  logger: {
    /** "About 1 MB": 1 MiB. */
    bufferBytes: 1_048_576,
    defaultLevel: 'error',
  },

  events: {
    maxListeners: 10,
    heartbeatMs: 5_000,
  },

  limits: {
    blobMaxBytes: 761_855,
    bytesPerBlob: 131_072,
    fieldElementsPerBlob: 4096,
    recursiveReadLimit: 8192,
  },

  onramp: {
    providerFeePercent: { min: 1, max: 2 },
    /** Fallback payment method limits, the same for USD and EUR. */
    fallbackLimitCurrencies: ['USD', 'EUR'],
    fallbackPaymentMethodLimits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  },

  chainSupport: {
    authConnector: ['eip155', 'solana'],
    onramp: ['eip155', 'solana'],
    activity: ['eip155'],
    names: ['eip155'],
    balance: ['eip155', 'solana'],
    send: ['eip155', 'solana'],
  },

  defaults: {
    features: {
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
    },
    connectorOrder: ['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'],
    walletFeatureOrder: ['onramp', 'swaps', 'receive', 'send'],
    /** §2: the Connect view's default order of connect methods. */
    connectMethodOrder: ['email', 'social', 'wallet'],
    remoteFeatures: {
      /** The spec names only "an aggregator"; the ids are Portico's provider ids. */
      swaps: ['aggregator'],
      /** §7: a meld-type aggregator and an exchange-based provider. */
      onramp: ['meld', 'coinbase'],
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
      reownBranding: true,
      multiWallet: false,
    },
    /** The spec gives none for cosmos; it gets eoa like the other non-EVM namespaces. */
    accountTypes: {
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
      cosmos: 'eoa',
    },
    adapterTypes: ['universal', 'solana', 'wagmi', 'ethers', 'ethers5', 'bitcoin'],
  },

  /** Mainland China, Hong Kong and Macau zones, with their IANA aliases. */
  restrictedTimezones: [
    'Asia/Shanghai',
    'Asia/Urumqi',
    'Asia/Chongqing',
    'Asia/Chungking',
    'Asia/Harbin',
    'Asia/Kashgar',
    'PRC',
    'Asia/Hong_Kong',
    'Hongkong',
    'Asia/Macau',
    'Asia/Macao',
  ],

  transactionTypes: {
    legacy: '0x0',
    eip2930: '0x1',
    eip1559: '0x2',
    eip4844: '0x3',
    eip7702: '0x4',
  },
} as const;
