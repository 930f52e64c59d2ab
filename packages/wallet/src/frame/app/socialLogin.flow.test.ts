import { base64urlnopad } from '@scure/base';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCIAL_CALLBACK_RECEIVED_TYPE, SOCIAL_CALLBACK_TYPE } from '../social/callbackMessages.js';
import { callbackWindow, type FakeCallbackWindow, FRAME_ORIGIN } from '../test/callbackWindow.js';
import { FakeCloud } from '../test/fakeCloud.js';
import { type FrameDevice, frameDevice } from '../test/frameDevice.js';

const failed = 'Failed to initiate social connection';
const received = [{ message: { type: SOCIAL_CALLBACK_RECEIVED_TYPE }, targetOrigin: FRAME_ORIGIN }];
let devices: FrameDevice[] = [];

interface SocialDevice {
  d: FrameDevice;
  win: FakeCallbackWindow;
}

async function device(cloud: FakeCloud): Promise<SocialDevice> {
  const d = await frameDevice(cloud);
  devices.push(d);
  return { d, win: callbackWindow(d) };
}

afterEach(() => {
  for (const d of devices) d.close();
  devices = [];
});

const stateOf = (uri: string) => new URL(uri).searchParams.get('state') ?? '';

/** GET_SOCIAL_REDIRECT_URI, then CONNECT_SOCIAL waiting for its callback. */
async function startSocial({ d }: SocialDevice) {
  const { uri } = await d.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' });
  const connecting = d.request('CONNECT_SOCIAL', { uri, chainId: 'eip155:1' });
  connecting.catch(() => {});
  return { uri, state: stateOf(uri), connecting };
}

/** A whole social login: the provider grants `subject`, the callback page posts its answer to the frame. */
async function socialLogin(cloud: FakeCloud, device: SocialDevice, subject = 'google-ada') {
  const { state, connecting } = await startSocial(device);
  const code = cloud.authorize(state, subject, 'ada');
  expect(device.win.post(FRAME_ORIGIN, { type: SOCIAL_CALLBACK_TYPE, state, code })).toEqual(received);
  return connecting;
}

describe('social login over the port', () => {
  it('creates a wallet for a new user: PKCE verifier held by the frame, recovery password chosen in the frame', async () => {
    const cloud = new FakeCloud();
    const device1 = await device(cloud);
    const { d } = device1;
    const { uri, state, connecting } = await startSocial(device1);
    const code = cloud.authorize(state, 'google-ada', 'ada');
    expect(device1.win.post(FRAME_ORIGIN, { type: SOCIAL_CALLBACK_TYPE, state, code })).toEqual(received);
    expect(await connecting).toEqual({ userName: 'ada', recoveryPassword: 'create' });
    expect(await d.request('RECOVERY_PASSWORD', {})).toEqual({});
    const user = await d.request('GET_USER', { chainId: 'eip155:1' });
    expect(user).toMatchObject({ email: null, userName: 'ada', chainId: 'eip155:1' });
    expect(user.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await d.request('IS_CONNECTED', {})).toEqual({ isConnected: true });
    // The cloud got the challenge at the start and its verifier only at verify, with the callback's code.
    expect(cloud.socialVerifies).toEqual([
      { state, code, codeVerifier: expect.stringMatching(/^[\w-]{43}$/) },
    ]);
    const verifier = cloud.socialVerifies[0]?.codeVerifier ?? '';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
    expect(new URL(uri).searchParams.get('code_challenge')).toBe(
      base64urlnopad.encode(new Uint8Array(digest)),
    );
  });

  it('unlocks a second device with the recovery password, and needs none once that device holds the share', async () => {
    const cloud = new FakeCloud();
    const first = await device(cloud);
    await socialLogin(cloud, first);
    await first.d.request('RECOVERY_PASSWORD', {});
    const address = (await first.d.request('GET_USER', { chainId: 1 })).address;
    const second = await device(cloud);
    expect(await socialLogin(cloud, second)).toEqual({ userName: 'ada', recoveryPassword: 'unlock' });
    expect(await second.d.request('IS_CONNECTED', {})).toEqual({ isConnected: false });
    expect(await second.d.request('RECOVERY_PASSWORD', {})).toEqual({});
    expect((await second.d.request('GET_USER', { chainId: 1 })).address).toBe(address);
    await second.d.request('SIGN_OUT', {});
    expect(await socialLogin(cloud, second)).toEqual({ userName: 'ada', recoveryPassword: 'none' });
    expect(await second.d.request('IS_CONNECTED', {})).toEqual({ isConnected: true });
    expect((await second.d.request('GET_USER', { chainId: 1 })).address).toBe(address);
  });

  it("fails with 'Failed to initiate social connection' when the provider answered an error", async () => {
    const cloud = new FakeCloud();
    const social = await device(cloud);
    const { state, connecting } = await startSocial(social);
    expect(
      social.win.post(FRAME_ORIGIN, { type: SOCIAL_CALLBACK_TYPE, state, error: 'access_denied' }),
    ).toEqual(received);
    await expect(connecting).rejects.toThrow(failed);
    expect(cloud.socialVerifies).toEqual([]);
  });

  it('ignores a callback for another state, and one posted from another origin (the dApp page)', async () => {
    const cloud = new FakeCloud();
    const social = await device(cloud);
    const { state, connecting } = await startSocial(social);
    const code = cloud.authorize(state, 'google-ada');
    const other = base64urlnopad.encode(new Uint8Array(32));
    expect(social.win.post(FRAME_ORIGIN, { type: SOCIAL_CALLBACK_TYPE, state: other, code })).toEqual([]);
    expect(social.win.post('https://dapp.example', { type: SOCIAL_CALLBACK_TYPE, state, code })).toEqual([]);
    expect(social.win.logs).toEqual([
      'ignored a social callback for no waiting login',
      'ignored a social callback from another origin',
    ]);
    expect(cloud.socialVerifies).toEqual([]);
    expect(social.win.post(FRAME_ORIGIN, { type: SOCIAL_CALLBACK_TYPE, state, code })).toEqual(received);
    expect(await connecting).toMatchObject({ recoveryPassword: 'create' });
    // One callback per login: a second one finds none waiting.
    expect(social.win.post(FRAME_ORIGIN, { type: SOCIAL_CALLBACK_TYPE, state, code })).toEqual([]);
  });

  it('RPC_ABORT ends the wait: a late callback finds no login and nothing is verified', async () => {
    const cloud = new FakeCloud();
    const social = await device(cloud);
    const { state, connecting } = await startSocial(social);
    await social.d.request('RPC_ABORT', {});
    await expect(connecting).rejects.toThrow('Request was aborted');
    const code = cloud.authorize(state, 'google-ada');
    expect(social.win.post(FRAME_ORIGIN, { type: SOCIAL_CALLBACK_TYPE, state, code })).toEqual([]);
    expect(cloud.socialVerifies).toEqual([]);
    expect(await social.d.request('IS_CONNECTED', {})).toEqual({ isConnected: false });
  });

  it.each([
    [400, 'SOCIAL_LOGIN_REFUSED', 'The provider refused the login'],
    [400, 'SOCIAL_LOGIN_EXPIRED', 'The social login expired: start again'],
  ])('surfaces the cloud message when verify is refused (%i %s)', async (status, code, message) => {
    const cloud = new FakeCloud();
    cloud.socialRefusal = { status, code, message };
    await expect(socialLogin(cloud, await device(cloud))).rejects.toThrow(message);
    expect(cloud.socialVerifies).toHaveLength(1);
  });
});

describe('social login: what the page cannot do', () => {
  it('cannot complete a login with a forged uri or state, nor wait twice on one login', async () => {
    const cloud = new FakeCloud();
    const social = await device(cloud);
    const { d } = social;
    await expect(
      d.request('CONNECT_SOCIAL', { uri: 'https://idp.test/authorize?state=forged' }),
    ).rejects.toThrow(failed);
    const { uri, state, connecting } = await startSocial(social);
    await expect(d.request('CONNECT_SOCIAL', { uri: 'not a url' })).rejects.toThrow(failed);
    await expect(
      d.request('CONNECT_SOCIAL', { uri: `https://idp.test/authorize?state=${state}x` }),
    ).rejects.toThrow(failed);
    await expect(d.request('CONNECT_SOCIAL', { uri })).rejects.toThrow(failed);
    // A new start replaces the old login: its wait fails, its uri and state name none any more.
    const next = await d.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' });
    expect(stateOf(next.uri)).not.toBe(state);
    await expect(connecting).rejects.toThrow(failed);
    const code = cloud.authorize(state, 'google-ada');
    expect(social.win.post(FRAME_ORIGIN, { type: SOCIAL_CALLBACK_TYPE, state, code })).toEqual([]);
    await expect(d.request('CONNECT_SOCIAL', { uri })).rejects.toThrow(failed);
    expect(cloud.socialVerifies).toEqual([]);
  });

  it('never sees the PKCE verifier nor the code in any message', async () => {
    const cloud = new FakeCloud();
    const social = await device(cloud);
    const seen: unknown[] = [];
    social.d.page.on('message', (data: unknown) => seen.push(data));
    const { uri, state, connecting } = await startSocial(social);
    const code = cloud.authorize(state, 'google-ada');
    social.win.post(FRAME_ORIGIN, { type: SOCIAL_CALLBACK_TYPE, state, code });
    await connecting;
    const verifier = cloud.socialVerifies[0]?.codeVerifier ?? '';
    expect(verifier).toHaveLength(43);
    expect(uri).not.toContain(verifier);
    expect(JSON.stringify(seen)).not.toContain(verifier);
    expect(JSON.stringify(seen)).not.toContain(code);
  });
});
