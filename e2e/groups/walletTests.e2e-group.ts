// Every other e2e file: the test wallet over the stack's accounts (balances, sends, connections), run one after the
// other beside logins.e2e-group.ts. A new e2e file lands here unless it is listed there (and left out here).
import.meta.glob(
  [
    '../*.e2e.ts',
    '!../embeddedWallet.e2e.ts',
    '!../socialLogin.e2e.ts',
    '!../crossSite.e2e.ts',
    '!../farcasterLogin.e2e.ts',
    '!../smartAccount.e2e.ts',
    '!../localOpenIdProvider.e2e.ts',
    '!../cloud.e2e.ts',
    '!../swapEmbedded.e2e.ts',
    '!../swap.e2e.ts',
    '!../onramp.e2e.ts',
    '!../walletConnectOneClick.e2e.ts',
    '!../demo.e2e.ts',
    '!../screenshots.e2e.ts',
  ],
  { eager: true },
);
