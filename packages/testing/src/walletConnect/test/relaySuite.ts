import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { loopbackOnly } from '../../loopbackOnly.js';
import type { WalletConnectTestWallet } from '../walletConnectTestWallet.js';
import type { Dapp } from './dapp.js';
import { startRelayCloud } from './relayCloud.js';

/**
 * The hooks of a suite over Portico Cloud's relay: the cloud started once, the wallets and dApps a test made closed
 * after it, and no request off loopback (checked at the end).
 */
export function relaySuite() {
  const hosted = loopbackOnly();
  let relay: Awaited<ReturnType<typeof startRelayCloud>> | undefined;
  const wallets: WalletConnectTestWallet[] = [];
  const dapps: Dapp[] = [];
  beforeAll(async () => {
    relay = await startRelayCloud();
  });
  afterEach(async () => {
    await Promise.all(wallets.splice(0).map((wallet) => wallet.close()));
    await Promise.all(dapps.splice(0).map((dapp) => dapp.core.relayer.transportClose()));
  });
  afterAll(async () => {
    await relay?.stop();
    expect(hosted.refused).toEqual([]);
  });
  return {
    wallets,
    dapps,
    get cloud() {
      if (!relay) throw new Error('the relay has not started: use it in a test or a later hook');
      return relay.cloud;
    },
  };
}
