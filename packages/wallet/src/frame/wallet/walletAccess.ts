import type { EmbeddedWalletKeys } from '@portico/core/wire';
import { base64 } from '@scure/base';
import type { CloudApi } from '../cloud/cloudApi.js';
import type { AccountKeys, WalletAddresses } from '../keys/accountKeys.js';
import { wipe } from '../keys/wipe.js';
import { withAccountKeys } from '../keys/withAccountKeys.js';
import type { FrameSession } from '../session/frameSession.js';
import type { DeviceStore } from '../store/deviceStore.js';

const NO_WALLET = 'No wallet for this user on this device';

/** The signed-in user's wallet on this device: its addresses, and its keys for one call at a time. */
export class WalletAccess {
  constructor(
    private readonly api: CloudApi,
    private readonly store: DeviceStore,
    private readonly session: FrameSession,
  ) {}

  async addresses(): Promise<WalletAddresses> {
    const { userId } = await this.session.user();
    const addresses = (await this.store.user(userId))?.addresses;
    if (!addresses) throw new Error(NO_WALLET);
    return addresses;
  }

  /** This device's share and the auth share the cloud releases to the session, combined for `use` only. */
  async withKeys<T>(use: (keys: AccountKeys) => Promise<T> | T): Promise<T> {
    const { userId } = await this.session.user();
    const user = await this.store.user(userId);
    const deviceShare = await this.store.readDeviceShare(userId);
    if (!user?.addresses || !deviceShare) throw new Error(NO_WALLET);
    let authShare: Uint8Array | undefined;
    try {
      const wallet = await this.session.authorized((accessToken) =>
        this.api.request<EmbeddedWalletKeys | null>('/v1/wallet/keys', { accessToken }),
      );
      if (!wallet) throw new Error(NO_WALLET);
      authShare = base64.decode(wallet.authShare);
      return await withAccountKeys([deviceShare, authShare], user.addresses, use);
    } finally {
      wipe(deviceShare, ...(authShare ? [authShare] : []));
    }
  }
}
