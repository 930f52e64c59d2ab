// The e2e files that log in to the embedded wallet (a new email, social or Farcaster user each, funded on its own
// fresh addresses), run clouds of their own, or hold a fresh key the file funds itself (or none). They share nothing with the files that drive the test wallet over the
// stack's accounts (walletTests.e2e-group.ts), so `npm test` runs the two groups side by side, each file of a group
// after the other (e2e/vitest.suite.config.ts). A file listed here must be left out there.
import.meta.glob(
  [
    '../embeddedWallet.e2e.ts',
    '../socialLogin.e2e.ts',
    '../crossSite.e2e.ts',
    '../farcasterLogin.e2e.ts',
    '../smartAccount.e2e.ts',
    '../localOpenIdProvider.e2e.ts',
    '../cloud.e2e.ts',
    '../swapEmbedded.e2e.ts',
    '../swap.e2e.ts',
    '../onramp.e2e.ts',
    '../walletConnectOneClick.e2e.ts',
    '../demo.e2e.ts',
    '../screenshots.e2e.ts',
  ],
  { eager: true },
);
