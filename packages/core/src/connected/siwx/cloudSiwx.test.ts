import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeCloud, json } from '../../cloud/client/test/fakeCloud.js';
import type { SiwxSession } from '../../cloud/wire/siwx.js';
import { createTestPortico, devnet, setupPortico, withFakeCloud } from '../../portico/test/setupPortico.js';

/** A Portico Cloud that issues nonces, keeps the sessions it is sent (refusing while `refuse` is set) and revokes. */
function signInCloud() {
  const cloud = fakeCloud();
  const sessions: SiwxSession[] = [];
  const state = {
    refuse: undefined as undefined | { status: number; code: string; message: string },
    nonces: 0,
  };
  cloud.routes['/v1/siwx/nonce'] = () => json({ nonce: `cloudNonce${++state.nonces}x`, expiresAt: '' });
  cloud.routes['/v1/sessions'] = (_url, init) => {
    if (state.refuse)
      return json({ code: state.refuse.code, message: state.refuse.message }, state.refuse.status);
    const { message, signature } = JSON.parse(String(init?.body));
    const nonce = /Nonce: (\w+)/.exec(message)?.[1] ?? '';
    const address = /\n(0x\w+)\n/.exec(message)?.[1] ?? '';
    const session: SiwxSession = {
      id: `s${sessions.length + 1}`,
      data: {
        accountAddress: address,
        chainId: devnet.caipNetworkId,
        domain: 'dapp.test',
        uri: 'https://dapp.test',
        version: '1',
        nonce,
      },
      message,
      signature,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    };
    sessions.push(session);
    return json({ session, token: `jwt-of-${session.id}` });
  };
  for (const address of ['0xa11ce']) {
    cloud.routes[`/v1/sessions/${address}`] = () => json({ sessions });
    cloud.routes[`/v1/sessions/${address}/revoke`] = (_url, init) => {
      const { pci } = JSON.parse(String(init?.body));
      sessions.splice(
        sessions.findIndex((s) => s.id === pci),
        1,
      );
      return json({});
    };
  }
  return { cloud, sessions, state };
}

beforeEach(() => vi.stubGlobal('location', { host: 'dapp.test', origin: 'https://dapp.test' }));
afterEach(() => vi.unstubAllGlobals());

const metadata = { name: 'Test dApp', description: '', url: 'https://dapp.test', icons: [] };

describe('Portico Cloud sign-in (the `siwx` option as settings)', () => {
  it('the nonce comes from the cloud, the cloud verifies and keeps the session, its token is held; a reload is signed in', async () => {
    const { cloud, sessions } = signInCloud();
    const { portico, storage } = await setupPortico({ ...withFakeCloud(cloud), metadata, siwx: {} });
    await portico.connect('io.metamask');
    await vi.waitFor(() => expect(portico.getState().siwx.message).toContain('Nonce: cloudNonce1x'));
    expect(portico.getState().siwx.message).toContain('Sign in to Test dApp');
    await portico.signIn();
    expect(portico.getState().siwx.status).toBe('authenticated');
    expect(portico.getState().siwx.session).toMatchObject({ id: 's1', token: 'jwt-of-s1' });
    expect(cloud.calls('/v1/sessions')[0]?.body).toMatchObject({ message: sessions[0]?.message });
    portico.destroy();

    const again = createTestPortico(
      { ...withFakeCloud(cloud), metadata, siwx: {} },
      Object.fromEntries(storage.map),
    );
    again.evm.authorised.set('io.metamask', [
      { caipAddress: `${devnet.caipNetworkId}:0xa11ce`, type: 'eoa' },
    ]);
    await again.portico.ready;
    await vi.waitFor(() => expect(again.portico.getState().siwx.status).toBe('authenticated'));
    expect(again.portico.getState().siwx.session?.token).toBe('jwt-of-s1');
  });

  it('a session the cloud lists but whose token this browser does not hold does not sign it in', async () => {
    const { cloud } = signInCloud();
    const first = await setupPortico({ ...withFakeCloud(cloud), siwx: {} });
    await first.portico.connect('io.metamask');
    await vi.waitFor(() => expect(first.portico.getState().siwx.message).toBeDefined());
    await first.portico.signIn();
    const elsewhere = await setupPortico({ ...withFakeCloud(cloud), siwx: {} });
    await elsewhere.portico.connect('io.metamask');
    await vi.waitFor(() => expect(elsewhere.portico.getState().router.view).toBe('SIWXSignMessage'));
    expect(elsewhere.portico.getState().siwx.status).toBe('unauthenticated');
  });

  it('disconnecting revokes the session with its id and token', async () => {
    const { cloud, sessions } = signInCloud();
    const { portico } = await setupPortico({ ...withFakeCloud(cloud), siwx: {} });
    await portico.connect('io.metamask');
    await vi.waitFor(() => expect(portico.getState().siwx.message).toBeDefined());
    await portico.signIn();
    await portico.disconnect();
    await vi.waitFor(() => expect(cloud.calls('/v1/sessions/0xa11ce/revoke')).toHaveLength(1));
    expect(cloud.calls('/v1/sessions/0xa11ce/revoke')[0]?.body).toEqual({
      pci: 's1',
      signature: 'jwt-of-s1',
    });
    expect(sessions).toEqual([]);
  });

  it("the cloud's refusal is shown in its words, and Sign asks again with a new nonce", async () => {
    const { cloud, state } = signInCloud();
    state.refuse = { status: 401, code: 'INVALID_NONCE', message: 'The nonce is unknown or expired' };
    const { portico } = await setupPortico({ ...withFakeCloud(cloud), siwx: {} });
    await portico.connect('io.metamask');
    await vi.waitFor(() => expect(portico.getState().siwx.message).toBeDefined());
    await portico.signIn();
    expect(portico.getState().siwx.error).toBe('The nonce is unknown or expired');
    state.refuse = undefined;
    await portico.signIn();
    expect(portico.getState().siwx.status).toBe('authenticated');
    expect(portico.getState().siwx.session?.message).toContain('Nonce: cloudNonce2x');
  });
});
