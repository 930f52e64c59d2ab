import { base64 } from '@scure/base';
import { afterEach, describe, expect, it } from 'vitest';
import { addressesOf, deriveAccountKeys, sameAddresses } from '../keys/accountKeys.js';
import { combineShares } from '../keys/shares.js';
import { withAccountKeys } from '../keys/withAccountKeys.js';
import { decryptRecoveryShare } from '../recovery/recoveryShareCipher.js';
import { FakeCloud } from '../test/fakeCloud.js';
import { type FrameDevice, frameDevice } from '../test/frameDevice.js';

let device: FrameDevice | undefined;
afterEach(() => device?.close());

describe("the cloud's database alone", () => {
  it('cannot sign: no second share comes out of the stored rows without the device or the password', async () => {
    const cloud = new FakeCloud();
    device = await frameDevice(cloud);
    const email = 'alone@example.com';
    await device.request('CONNECT_EMAIL', { email });
    await device.request('CONNECT_OTP', { otp: cloud.codes.get(email) ?? '' });
    device.visitor.passwords = ['a long passphrase nobody guesses'];
    await device.request('RECOVERY_PASSWORD', {});
    const [row] = [...cloud.wallets.values()];
    if (!row) throw new Error('no wallet row');
    const authShare = base64.decode(row.authShare);
    const ciphertext = base64.decode(row.recoveryShare.ciphertext);

    // The recovery ciphertext does not open without the password.
    for (const guess of ['', 'password', email, row.addresses.eip155]) {
      await expect(decryptRecoveryShare(row.recoveryShare, guess)).rejects.toThrow('Wrong recovery password');
    }
    // Nor is it a share: read as one, with every x-coordinate the auth share does not have, it combines with the
    // auth share into some other wallet.
    const authX = authShare[authShare.length - 1];
    for (let x = 1; x <= 255; x += 16) {
      if (x === authX) continue;
      const candidate = new Uint8Array(authShare.length);
      candidate.set(ciphertext.subarray(0, authShare.length - 1));
      candidate[candidate.length - 1] = x;
      const entropy = await combineShares(authShare, candidate);
      expect(sameAddresses(addressesOf(deriveAccountKeys(entropy)), row.addresses)).toBe(false);
      await expect(withAccountKeys([authShare, candidate], row.addresses, () => 'signed')).rejects.toThrow(
        'The wallet shares do not match this account',
      );
    }
    // One share is not enough to combine at all.
    await expect(
      withAccountKeys([authShare, authShare.slice()], row.addresses, () => 'signed'),
    ).rejects.toThrow();
  });
});
