import { afterEach, describe, expect, it } from 'vitest';
import { SOCIAL_CALLBACK_RECEIVED_TYPE, SOCIAL_CALLBACK_TYPE } from '../social/callbackMessages.js';
import { callbackWindow, type FakeCallbackWindow, FRAME_ORIGIN } from '../test/callbackWindow.js';
import { FakeCloud } from '../test/fakeCloud.js';
import { type FrameDevice, frameDevice } from '../test/frameDevice.js';
import { strongPassword } from '../test/scriptedVisitor.js';

const email = 'ada@example.com';
const noCode = 'No code was sent: connect the email first';
let devices: FrameDevice[] = [];

afterEach(() => {
  for (const d of devices) d.close();
  devices = [];
});

async function device(cloud: FakeCloud): Promise<{ d: FrameDevice; win: FakeCallbackWindow }> {
  const d = await frameDevice(cloud);
  devices.push(d);
  return { d, win: callbackWindow(d) };
}

/** An email user with a wallet, made on a device of its own. */
async function emailWallet(cloud: FakeCloud): Promise<string> {
  const { d } = await device(cloud);
  await d.request('CONNECT_EMAIL', { email });
  await d.request('CONNECT_OTP', { otp: cloud.codes.get(email) ?? '' });
  d.visitor.passwords = [strongPassword];
  await d.request('RECOVERY_PASSWORD', {});
  return (await d.request('GET_USER', { chainId: 'eip155:1' })).address;
}

/** A social login on `social` whose provider says `email` is verified: CONNECT_SOCIAL's answer. */
async function socialWithEmail(cloud: FakeCloud, { d, win }: { d: FrameDevice; win: FakeCallbackWindow }) {
  const { uri } = await d.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' });
  const state = new URL(uri).searchParams.get('state') ?? '';
  const connecting = d.request('CONNECT_SOCIAL', { uri });
  const code = cloud.authorize(state, 'google-ada', 'ada', email);
  expect(win.post(FRAME_ORIGIN, { type: SOCIAL_CALLBACK_TYPE, state, code })).toEqual([
    { message: { type: SOCIAL_CALLBACK_RECEIVED_TYPE }, targetOrigin: FRAME_ORIGIN },
  ]);
  return { state, code, answer: await connecting };
}

describe('social login linked to an email wallet by its code', () => {
  it('asks for the email code, then CONNECT_OTP links the login and unlocks the email wallet here', async () => {
    const cloud = new FakeCloud();
    const address = await emailWallet(cloud);
    const social = await device(cloud);
    const { answer } = await socialWithEmail(cloud, social);
    expect(answer).toEqual({ userName: 'ada', linkEmail: email });
    expect(await social.d.request('IS_CONNECTED', {})).toEqual({ isConnected: false });

    // A wrong code leaves the link waiting; the resend mails a new one.
    await expect(social.d.request('CONNECT_OTP', { otp: '000000' })).rejects.toThrow('Invalid code');
    cloud.linkCodes.delete(email);
    expect(await social.d.request('RESEND_LINK_OTP', {})).toEqual({});
    expect(cloud.linkCodes.get(email)).toMatch(/^\d{6}$/);

    expect(await social.d.request('CONNECT_OTP', { otp: cloud.linkCodes.get(email) ?? '' })).toEqual({
      recoveryPassword: 'unlock',
    });
    social.d.visitor.passwords = [strongPassword];
    expect(await social.d.request('RECOVERY_PASSWORD', {})).toEqual({});
    expect(await social.d.request('GET_USER', { chainId: 'eip155:1' })).toMatchObject({
      email,
      address,
      loginMethods: [
        { kind: 'email', email },
        { kind: 'social', provider: 'google' },
      ],
    });
    // The verifier bound the link: the page saw neither it nor a way to finish the link without the frame.
    expect(cloud.socialLinks.at(-1)?.codeVerifier).toBe(cloud.socialVerifies.at(-1)?.codeVerifier);
    // Spent: a second code has no link waiting and no email login.
    await expect(social.d.request('CONNECT_OTP', { otp: '123456' })).rejects.toThrow(noCode);
  });

  it('CONNECT_OTP and RESEND_LINK_OTP with no link waiting are refused, nothing sent to the cloud', async () => {
    const cloud = new FakeCloud();
    const { d } = await device(cloud);
    await expect(d.request('CONNECT_OTP', { otp: '123456' })).rejects.toThrow(noCode);
    await expect(d.request('RESEND_LINK_OTP', {})).rejects.toThrow(noCode);
    expect(cloud.socialLinks).toEqual([]);
  });

  it('a code of another login does not link: the email login code, or a link replaced by a new login', async () => {
    const cloud = new FakeCloud();
    await emailWallet(cloud);
    const social = await device(cloud);
    await socialWithEmail(cloud, social);
    // An email login code for the same email is not the link's code.
    await social.d.request('CONNECT_EMAIL', { email: 'other@example.com' });
    await expect(social.d.request('CONNECT_OTP', { otp: cloud.linkCodes.get(email) ?? '' })).rejects.toThrow(
      'Invalid code',
    );
    expect(cloud.socialLinks).toEqual([]);
    // The email login replaced the link; a new social start replaces an email code the same way.
    await socialWithEmail(cloud, social);
    await social.d.request('GET_SOCIAL_REDIRECT_URI', { provider: 'google' });
    await expect(social.d.request('CONNECT_OTP', { otp: cloud.linkCodes.get(email) ?? '' })).rejects.toThrow(
      noCode,
    );
    // And a Farcaster login started (this cloud has no Farcaster: the start fails, the link is gone all the same).
    await socialWithEmail(cloud, social);
    await expect(social.d.request('GET_FARCASTER_URI', {})).rejects.toThrow();
    await expect(social.d.request('CONNECT_OTP', { otp: cloud.linkCodes.get(email) ?? '' })).rejects.toThrow(
      noCode,
    );
    expect(cloud.socialLinks).toEqual([]);
  });

  it('ignores a CONNECT_OTP or a callback posted to the frame window from another origin', async () => {
    const cloud = new FakeCloud();
    await emailWallet(cloud);
    const social = await device(cloud);
    const { state, code } = await socialWithEmail(cloud, social);
    const otp = cloud.linkCodes.get(email) ?? '';
    for (const data of [
      { type: '@w3m-app/CONNECT_OTP', id: '1', payload: { otp } },
      { type: SOCIAL_CALLBACK_TYPE, state, code },
    ]) {
      expect(social.win.post('https://evil.example', data)).toEqual([]);
    }
    expect(cloud.socialLinks).toEqual([]);
    expect(await social.d.request('IS_CONNECTED', {})).toEqual({ isConnected: false });
  });
});
