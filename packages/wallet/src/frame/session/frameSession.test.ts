import 'fake-indexeddb/auto';
import type { EmbeddedWalletEmailUser, EmbeddedWalletSession, EmbeddedWalletUser } from '@portico/core/wire';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CloudApi } from '../cloud/cloudApi.js';
import { DeviceStore } from '../store/deviceStore.js';
import { openWalletDatabase } from '../store/idb.js';
import { FakeCloud } from '../test/fakeCloud.js';
import { FrameSession } from './frameSession.js';

async function signedIn() {
  const cloud = new FakeCloud();
  const api = new CloudApi(
    { cloudUrl: cloud.url, projectId: 'p', sdkType: 's', sdkVersion: '1' },
    cloud.fetch,
  );
  const store = new DeviceStore(await openWalletDatabase(new IDBFactory()), cloud.url);
  const updates: string[] = [];
  const session = new FrameSession(api, store, (token) => updates.push(token));
  await cloud.fetch(`${cloud.url}/v1/wallet/email/otp`, {
    method: 'POST',
    body: JSON.stringify({ email: 'a@x.io' }),
  });
  const login = (await (
    await cloud.fetch(`${cloud.url}/v1/wallet/email/verify`, {
      method: 'POST',
      body: JSON.stringify({ email: 'a@x.io', otp: cloud.codes.get('a@x.io') }),
    })
  ).json()) as { session: EmbeddedWalletSession; user: EmbeddedWalletEmailUser };
  await session.start(login.session, login.user);
  const whoAmI = () =>
    session.authorized((accessToken) => api.request<EmbeddedWalletUser>('/v1/wallet/user', { accessToken }));
  return { cloud, store, session, updates, whoAmI };
}

const refreshes = (cloud: FakeCloud) =>
  cloud.requests.filter((url) => url.pathname.endsWith('/refresh')).length;

describe('FrameSession', () => {
  it('keeps only the refresh token in the store', async () => {
    const { store, cloud } = await signedIn();
    const stored = await store.session();
    expect(stored?.refreshToken).toBe(cloud.sessions[0]?.refreshToken);
    expect(JSON.stringify(stored)).not.toContain(cloud.sessions[0]?.accessToken);
  });

  it('shares one refresh between concurrent calls and tells SESSION_UPDATE once', async () => {
    const { cloud, whoAmI, updates } = await signedIn();
    cloud.expireAccessTokens();
    const users = await Promise.all([whoAmI(), whoAmI(), whoAmI()]);
    expect(users.map((u) => u.email)).toEqual(['a@x.io', 'a@x.io', 'a@x.io']);
    expect(refreshes(cloud)).toBe(1);
    expect(updates).toHaveLength(1);
  });

  it("ends the session with 'Session Expired' when the refresh token is refused", async () => {
    const { cloud, whoAmI, session, store } = await signedIn();
    for (const s of cloud.sessions) s.revoked = true;
    await expect(whoAmI()).rejects.toThrow('Session Expired');
    expect(await store.session()).toBeUndefined();
    expect(await session.isLive()).toBe(false);
  });
});
