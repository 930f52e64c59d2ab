import { describe, expect, it } from 'vitest';
import { registryWallet } from '../../cloud/client/test/registryWallets.js';
import { fromSnapshotWallet, toSnapshotWallet } from './snapshotWallet.js';

describe('snapshot wallets', () => {
  const wallet = registryWallet(1, { rdns: 'io.example', mobile_link: 'example://', homepage: 'https://x' });

  it('keep the fields the modal uses and inline the image; back as a registry wallet, the rest is unknown', () => {
    const entry = toSnapshotWallet(wallet, 'data:image/svg+xml,%3Csvg%2F%3E');
    expect(Object.keys(entry)).toEqual([
      'id',
      'name',
      'rdns',
      'mobile_link',
      'desktop_link',
      'webapp_link',
      'chains',
      'order',
      'image',
    ]);
    expect(fromSnapshotWallet(entry)).toEqual({ ...wallet, image_id: wallet.id, homepage: null });
  });

  it('an image that is not a data: URL is refused (the snapshot fetches nothing)', () => {
    expect(() => toSnapshotWallet(wallet, 'https://cdn.example/w.svg')).toThrow(
      "the image of wallet 'wallet-1' is not a data: URL",
    );
  });
});
