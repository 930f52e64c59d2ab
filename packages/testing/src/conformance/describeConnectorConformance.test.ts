import { describe, expect, it } from 'vitest';
import { type ConformanceCase, runConformanceCase } from './conformanceCase.js';
import { conformanceCases, describeConnectorConformance } from './describeConnectorConformance.js';
import type { AdapterFlaw } from './test/memoryAdapter.js';
import { type MemoryHarnessOptions, memoryHarness, memoryNetworks } from './test/memoryHarness.js';
import type { SourceFlaw } from './test/memorySource.js';

// The suite itself, against an in-memory source and adapter that keep the contract.
describeConnectorConformance('the in-memory source', () => memoryHarness());

const caseOf = (id: string): ConformanceCase => {
  const found = conformanceCases.find((conformanceCase) => conformanceCase.id === id);
  if (found === undefined) throw new Error(`No conformance case ${id}`);
  return found;
};

describe('the conformance suite', () => {
  it('has a case for each rule of the contract, with distinct ids', () => {
    expect(conformanceCases.map(({ id }) => id)).toEqual([
      'connect',
      'reject',
      'abort',
      'abortBefore',
      'lateApproval',
      'reconnect',
      'reconnectUnauthorised',
      'revoke',
      'accountChange',
      'chainChange',
      'walletDisconnect',
      'dappDisconnect',
      'twoWallets',
      'toCaipAddress',
      'getBalance',
      'getTokenAmounts',
      'signMessage',
      'signInMessage',
      'switchNetwork',
      'signIn',
    ]);
  });

  it.each<[SourceFlaw, string, RegExp]>([
    ['reportsOwnConnect', 'connect', /events for the source’s own connect/],
    ['bareAddresses', 'connect', /is a CAIP-10 address/],
    ['limitedWithoutApprovedNetworks', 'connect', /approvedCaipNetworkIds of a wallet limited/],
    ['dropsErrorCode', 'reject', /the wallet’s EIP-1193 code/],
    ['ignoresAbort', 'abort', /connect after abort did not reject within/],
    ['promptsWhenAborted', 'abortBefore', /prompts shown/],
    ['forgetsLateApproval', 'lateApproval', /Timed out .* connect for memory\.a/],
    ['promptsOnReconnect', 'reconnect', /prompts shown by reconnect/],
    ['reconnectsUnauthorised', 'reconnectUnauthorised', /reconnect before any connect/],
    ['ignoresRevoke', 'revoke', /Timed out .* accountsChanged with no eip155 account, or disconnect/],
    ['reportsOldAccount', 'accountChange', /the first account reported/],
    ['reportsStartNetwork', 'chainChange', /the network reported/],
    ['ignoresWalletDisconnect', 'walletDisconnect', /Timed out .* disconnect for memory\.a/],
    ['listensAfterDisconnect', 'dappDisconnect', /events after disconnect/],
    ['attributesToFirstWallet', 'twoWallets', /Timed out .* chainChanged for memory\.b/],
  ])('fails when the source %s (case %s)', async (flaw, id, failure) => {
    await expect(runConformanceCase(memoryHarness({ sourceFlaws: [flaw] }), caseOf(id))).rejects.toThrow(
      failure,
    );
  });

  it.each<[AdapterFlaw, string, RegExp]>([
    ['writesAnotherChain', 'toCaipAddress', /the network of eip155:999/],
    ['misreadsBalance', 'getBalance', /balance 0 on Memory One, expected 4\.10/],
    ['swapsTokenAmounts', 'getTokenAmounts', /MA 1\.42 on Memory One, expected 1\.41/],
    ['signsWrongly', 'signMessage', /the signature verifies/],
    ['signsWrongly', 'signInMessage', /the signature of the sign-in message verifies/],
    ['leavesOutNonce', 'signInMessage', /the message's nonce/],
    ['switchesNothing', 'switchNetwork', /the wallet’s network after a reload/],
  ])('fails when the adapter %s (case %s)', async (flaw, id, failure) => {
    await expect(runConformanceCase(memoryHarness({ adapterFlaws: [flaw] }), caseOf(id))).rejects.toThrow(
      failure,
    );
  });

  it.each<[string, MemoryHarnessOptions & { tokens?: boolean }, string]>([
    ['accountChange', { accounts: 1 }, 'the wallet has one account'],
    ['twoWallets', { wallets: 1 }, 'the harness has one wallet'],
    ['chainChange', { changesNetwork: false }, 'the namespace’s wallets do not change network for a site'],
    ['getTokenAmounts', { tokens: false }, 'the harness lists no tokens'],
  ])('skips %s when the harness cannot do it', async (id, { tokens = true, ...options }, reason) => {
    const skipped: string[] = [];
    const harness = memoryHarness(options);
    const withoutTokens = tokens ? harness : { ...harness, tokensOf: undefined, tokenBalanceOf: undefined };
    await runConformanceCase(withoutTokens, caseOf(id), (why) => skipped.push(why));
    expect(skipped).toEqual([reason]);
  });

  it('fails an adapter without getTokenAmounts when the harness lists tokens', async () => {
    const harness = memoryHarness();
    const withoutReads = {
      ...harness,
      start: async () => {
        const setup = await harness.start();
        return {
          ...setup,
          createAdapter: () => ({ ...setup.createAdapter(), getTokenAmounts: undefined }),
        };
      },
    };
    await expect(runConformanceCase(withoutReads, caseOf('getTokenAmounts'))).rejects.toThrow(
      /the adapter’s getTokenAmounts/,
    );
  });

  it('skips signInMessage for an adapter that writes no sign-in message', async () => {
    const harness = memoryHarness();
    const withoutSignIn = {
      ...harness,
      start: async () => {
        const setup = await harness.start();
        return {
          ...setup,
          createAdapter: () => ({ ...setup.createAdapter(), formatSignInMessage: undefined }),
        };
      },
    };
    const skipped: string[] = [];
    await runConformanceCase(withoutSignIn, caseOf('signInMessage'), (why) => skipped.push(why));
    expect(skipped).toEqual(['the namespace offers no sign-in message']);
  });

  it.each(['dappDisconnect', 'twoWallets'])(
    'runs %s with wallets that do not change network, on one network',
    async (id) => {
      const harness = { ...memoryHarness({ changesNetwork: false }), networks: memoryNetworks.slice(0, 1) };
      const skipped: string[] = [];
      await runConformanceCase(harness, caseOf(id), (why) => skipped.push(why));
      expect(skipped).toEqual([]);
    },
  );

  it('attributes an account change of the second wallet when the wallets do not change network', async () => {
    const harness = memoryHarness({ changesNetwork: false, sourceFlaws: ['attributesToFirstWallet'] });
    await expect(runConformanceCase(harness, caseOf('twoWallets'))).rejects.toThrow(
      /Timed out .* accountsChanged for memory\.b/,
    );
  });

  it('waits for a remote wallet’s revocation to reach the page before reloading, and only for a remote one', async () => {
    const reconnectUnauthorised = caseOf('reconnectUnauthorised');
    await runConformanceCase(memoryHarness({ revokeDelayMs: 50, remote: true }), reconnectUnauthorised);
    await expect(
      runConformanceCase(memoryHarness({ revokeDelayMs: 50 }), reconnectUnauthorised),
    ).rejects.toThrow(/reconnect after the wallet revoked the site/);
  });

  it('stops the harness’s setup after a case, failed or not', async () => {
    const harness = memoryHarness({ sourceFlaws: ['dropsErrorCode'] });
    let stops = 0;
    const counting = {
      ...harness,
      start: async () => ({ ...(await harness.start()), stop: () => void stops++ }),
    };
    await runConformanceCase(counting, caseOf('connect'));
    await runConformanceCase(counting, caseOf('reject')).catch(() => {});
    expect(stops).toBe(2);
  });
});
