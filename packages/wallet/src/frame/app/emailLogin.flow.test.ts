import { afterEach, describe, expect, it } from 'vitest';
import { decryptRecoveryShare } from '../recovery/recoveryShareCipher.js';
import { FakeCloud } from '../test/fakeCloud.js';
import { type FrameDevice, frameDevice } from '../test/frameDevice.js';
import { strongPassword } from '../test/scriptedVisitor.js';

const email = 'ada@example.com';
let devices: FrameDevice[] = [];

async function device(cloud: FakeCloud): Promise<FrameDevice> {
  const created = await frameDevice(cloud);
  devices.push(created);
  return created;
}

afterEach(() => {
  for (const d of devices) d.close();
  devices = [];
});

/** A first login on `d`: code, recovery password (chosen in the frame's document), the user. */
async function signUp(cloud: FakeCloud, d: FrameDevice, password = strongPassword) {
  expect(await d.request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' });
  expect(await d.request('CONNECT_OTP', { otp: cloud.codes.get(email) ?? '' })).toEqual({
    recoveryPassword: 'create',
  });
  d.visitor.passwords = [password];
  expect(await d.request('RECOVERY_PASSWORD', {})).toEqual({});
  return d.request('GET_USER', { chainId: 'eip155:1' });
}

describe('email login over the port', () => {
  it('creates a wallet for a new user and answers its addresses', async () => {
    const cloud = new FakeCloud();
    const d = await device(cloud);
    const user = await signUp(cloud, d);
    expect(user).toMatchObject({
      email,
      chainId: 'eip155:1',
      smartAccountDeployed: false,
      preferredAccountType: 'eoa',
    });
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(user.accounts).toEqual([{ address: user.address, type: 'EOA' }]);
    expect(user.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    const [stored] = cloud.wallets.values();
    expect(stored?.addresses).toEqual({ eip155: user.address, solana: user.solanaAddress });
    expect(stored?.recoveryShare.iterations).toBe(600_000);
    expect(await d.request('IS_CONNECTED', {})).toEqual({ isConnected: true });
    for (const url of cloud.requests) {
      expect(url.searchParams.get('projectId')).toBe('p1');
      expect(url.searchParams.get('st')).toBe('portico-frame');
      expect(url.searchParams.get('sv')).toBe('0.1.0');
    }
  });

  it('answers CONNECT without a code while the session for that email lives', async () => {
    const cloud = new FakeCloud();
    const d = await device(cloud);
    await signUp(cloud, d);
    cloud.codes.clear();
    expect(await d.request('CONNECT_EMAIL', { email: 'ADA@example.com' })).toEqual({ action: 'CONNECT' });
    expect(cloud.codes.size).toBe(0);
  });

  it('asks a second device, after its code, for the recovery password in the frame and gives it the same wallet', async () => {
    const cloud = new FakeCloud();
    const first = await signUp(cloud, await device(cloud));
    const second = await device(cloud);
    // Before the code, nothing says whether the email has a wallet.
    expect(await second.request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' });
    expect(await second.request('CONNECT_OTP', { otp: cloud.codes.get(email) ?? '' })).toEqual({
      recoveryPassword: 'unlock',
    });
    expect(await second.request('IS_CONNECTED', {})).toEqual({ isConnected: false });
    expect(await second.request('RECOVERY_PASSWORD', {})).toEqual({});
    const user = await second.request('GET_USER', { chainId: 1 });
    expect(user.address).toBe(first.address);
    expect(user.solanaAddress).toBe(first.solanaAddress);
    expect(user.chainId).toBe(1);
    // From now on the second device signs on its own share: its next login needs no password.
    await second.request('SIGN_OUT', {});
    expect(await second.request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' });
    expect(await second.request('CONNECT_OTP', { otp: cloud.codes.get(email) ?? '' })).toEqual({
      recoveryPassword: 'none',
    });
    expect((await second.request('GET_USER', { chainId: 1 })).address).toBe(first.address);
  });

  it("shows 'Wrong recovery password' in the frame's form and lets the visitor try again", async () => {
    const cloud = new FakeCloud();
    const first = await signUp(cloud, await device(cloud));
    const second = await device(cloud);
    await second.request('CONNECT_EMAIL', { email });
    await second.request('CONNECT_OTP', { otp: cloud.codes.get(email) ?? '' });
    second.visitor.passwords = ['wrong guess one', 'wrong guess two', strongPassword];
    expect(await second.request('RECOVERY_PASSWORD', {})).toEqual({});
    expect(second.visitor.formErrors).toEqual(['Wrong recovery password', 'Wrong recovery password']);
    expect((await second.request('GET_USER', { chainId: 1 })).address).toBe(first.address);
  });

  it('revokes the session of a new device whose recovery password never comes (RPC_ABORT)', async () => {
    const cloud = new FakeCloud();
    await signUp(cloud, await device(cloud));
    const second = await device(cloud);
    await second.request('CONNECT_EMAIL', { email });
    await second.request('CONNECT_OTP', { otp: cloud.codes.get(email) ?? '' });
    second.visitor.enterPassword = (_unlock, signal) =>
      new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    const waiting = second.request('RECOVERY_PASSWORD', {});
    await second.request('RPC_ABORT', {});
    await expect(waiting).rejects.toThrow('Request was aborted');
    expect(await second.request('IS_CONNECTED', {})).toEqual({ isConnected: false });
    await expect.poll(() => cloud.sessions.at(-1)?.revoked).toBe(true);
  });

  it('refuses a weak new recovery password, whatever the form did', async () => {
    const cloud = new FakeCloud();
    const d = await device(cloud);
    await d.request('CONNECT_EMAIL', { email });
    await d.request('CONNECT_OTP', { otp: cloud.codes.get(email) ?? '' });
    d.visitor.passwords = ['password123'];
    await expect(d.request('RECOVERY_PASSWORD', {})).rejects.toThrow(/too easy to guess/);
    d.visitor.passwords = ['short'];
    await expect(d.request('RECOVERY_PASSWORD', {})).rejects.toThrow('Use at least 10 characters');
    expect(cloud.wallets.size).toBe(0);
    d.visitor.passwords = [strongPassword];
    expect(await d.request('RECOVERY_PASSWORD', {})).toEqual({});
    expect(cloud.wallets.size).toBe(1);
  });

  it('takes no password from the page: the old password events are malformed, a password in RECOVERY_PASSWORD is not read', async () => {
    const cloud = new FakeCloud();
    const d = await device(cloud);
    await d.request('CONNECT_EMAIL', { email });
    await d.request('CONNECT_OTP', { otp: cloud.codes.get(email) ?? '' });
    d.visitor.passwords = ['typed in the frame, not sent by the page'];
    const replies: unknown[] = [];
    d.page.on('message', (data: unknown) => replies.push(data));
    d.page.postMessage({
      id: 'p1',
      type: '@w3m-app/SET_RECOVERY_PASSWORD',
      payload: { password: strongPassword },
    });
    d.page.postMessage({
      id: 'p2',
      type: '@w3m-app/CONNECT_DEVICE',
      payload: { recoveryPassword: strongPassword },
    });
    await d.send(
      { id: 'p3', type: '@w3m-app/RECOVERY_PASSWORD', payload: { password: 'page password' } },
      'p3',
    );
    expect(replies).toEqual([{ id: 'p3', type: '@w3m-frame/RECOVERY_PASSWORD_SUCCESS', payload: {} }]);
    const [wallet] = cloud.wallets.values();
    if (!wallet) throw new Error('no wallet');
    await expect(decryptRecoveryShare(wallet.recoveryShare, 'page password')).rejects.toThrow();
    const share = await decryptRecoveryShare(
      wallet.recoveryShare,
      'typed in the frame, not sent by the page',
    );
    expect(share.length).toBeGreaterThan(16);
  });

  it('refuses a wrong code with the cloud message', async () => {
    const cloud = new FakeCloud();
    const d = await device(cloud);
    await d.request('CONNECT_EMAIL', { email });
    await expect(d.request('CONNECT_OTP', { otp: '000000' })).rejects.toThrow('Invalid code');
  });

  it('signs out: the session is revoked, the device share stays', async () => {
    const cloud = new FakeCloud();
    const d = await device(cloud);
    await signUp(cloud, d);
    expect(await d.request('SIGN_OUT', {})).toEqual({});
    expect(await d.request('IS_CONNECTED', {})).toEqual({ isConnected: false });
    expect(cloud.sessions.every((s) => s.revoked)).toBe(true);
    expect(await d.request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' });
    await expect(d.request('GET_USER', { chainId: 1 })).rejects.toThrow('Session Expired');
  });

  it('refreshes an expired access token, pushes SESSION_UPDATE, and reports Session Expired when refused', async () => {
    const cloud = new FakeCloud();
    const d = await device(cloud);
    await signUp(cloud, d);
    cloud.expireAccessTokens();
    expect((await d.request('GET_USER', { chainId: 1 })).email).toBe(email);
    expect(d.pushed).toEqual([{ type: '@w3m-frame/SESSION_UPDATE', payload: { token: expect.any(String) } }]);
    const token = (d.pushed[0] as { payload: { token: string } }).payload.token;
    expect(cloud.sessions.some((s) => s.accessToken === token || s.refreshToken === token)).toBe(false);
    for (const session of cloud.sessions) session.revoked = true;
    cloud.expireAccessTokens();
    await expect(d.request('GET_USER', { chainId: 1 })).rejects.toThrow('Session Expired');
    expect(await d.request('IS_CONNECTED', {})).toEqual({ isConnected: false });
  });

  it('updates the email with a code to each address', async () => {
    const cloud = new FakeCloud();
    const d = await device(cloud);
    await signUp(cloud, d);
    expect(await d.request('UPDATE_EMAIL', { email: 'new@example.com' })).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    });
    expect(await d.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: '111111' })).toEqual({
      action: 'VERIFY_SECONDARY_OTP',
    });
    expect(await d.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: '222222' })).toEqual({
      newEmail: 'new@example.com',
    });
    expect((await d.request('GET_USER', { chainId: 1 })).email).toBe('new@example.com');
    expect(await d.request('CONNECT_EMAIL', { email: 'new@example.com' })).toEqual({ action: 'CONNECT' });
  });

  it("[§5 caip] SWITCH_NETWORK to an id of other than 2 parts is 'Invalid CAIP-2 network id'", async () => {
    const d = await device(new FakeCloud());
    for (const chainId of ['eip155:1:2', 'eip155:', ':1']) {
      await expect(d.request('SWITCH_NETWORK', { chainId })).rejects.toThrow('Invalid CAIP-2 network id');
    }
    expect(await d.request('GET_CHAIN_ID', {})).toEqual({ chainId: 'eip155:1' });
  });

  it('answers the chain, theme, dApp data, smart-account and Farcaster events', async () => {
    const cloud = new FakeCloud();
    const d = await device(cloud);
    expect(await d.request('GET_CHAIN_ID', {})).toEqual({ chainId: 'eip155:1' });
    expect(await d.request('SWITCH_NETWORK', { chainId: 'eip155:10' })).toEqual({ chainId: 'eip155:10' });
    expect(await d.request('GET_CHAIN_ID', {})).toEqual({ chainId: 'eip155:10' });
    expect(await d.request('SWITCH_NETWORK', { chainId: 137 })).toEqual({ chainId: 'eip155:137' });
    await expect(d.request('SWITCH_NETWORK', { chainId: 'nope:1:2' })).rejects.toThrow();
    expect(await d.request('SYNC_THEME', { themeMode: 'dark' })).toEqual({});
    expect(await d.request('SYNC_THEME', {})).toEqual({});
    expect(d.themes).toEqual(['dark']);
    expect(await d.request('SYNC_DAPP_DATA', { sdkVersion: '1' })).toEqual({});
    expect(await d.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})).toEqual({
      smartAccountEnabledNetworks: [],
    });
    expect(await d.request('RELOAD', {})).toEqual({});
    await expect(d.request('CONNECT_SOCIAL', { uri: 'x' })).rejects.toThrow(
      'Failed to initiate social connection',
    );
    await expect(d.request('CONNECT_FARCASTER', {})).rejects.toThrow('Failed to connect to farcaster');
  });

  it('ignores messages of a bad shape and answers the next good one', async () => {
    const cloud = new FakeCloud();
    const d = await device(cloud);
    const replies: unknown[] = [];
    d.page.on('message', (data: unknown) => replies.push(data));
    d.page.postMessage({ id: 'x1', type: '@w3m-app/CONNECT_EMAIL', payload: { email: 42 } });
    d.page.postMessage({ type: '@w3m-app/GET_CHAIN_ID', payload: {} });
    d.page.postMessage({ id: 'x3', type: '@w3m-app/STEAL', payload: {} });
    d.page.postMessage('junk');
    const reply = await d.send({ id: 'x4', type: '@w3m-app/GET_CHAIN_ID', payload: {} }, 'x4');
    expect(reply).toEqual({
      id: 'x4',
      type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
      payload: { chainId: 'eip155:1' },
    });
    expect(replies).toHaveLength(1);
  });
});
