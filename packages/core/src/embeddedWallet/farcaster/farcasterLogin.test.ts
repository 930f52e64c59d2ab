import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeyPrefix } from '../../instance/storage/storageKey.js';
import { createPortico } from '../../portico/createPortico.js';
import { porticoParts } from '../../portico/test/setupPortico.js';
import { selectSocialProviders } from '../../walletPicker/connectList/selectors.js';
import { selectAuthSocialLogins } from '../login/selectors.js';
import { type EmbeddedSetup, setupEmbedded } from '../rules/test/setupEmbedded.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openedOnConnect(setup?: EmbeddedSetup) {
  const parts = await setupEmbedded(setup);
  await parts.portico.open();
  // The frame loads through two lazy modules: slow on a loaded machine.
  await vi.waitFor(() => expect(parts.portico.getState().embeddedWallet.frame).toBe('ready'), {
    timeout: 5_000,
  });
  return parts;
}

type Parts = Awaited<ReturnType<typeof openedOnConnect>>;

const farcaster = (parts: Parts) => parts.portico.getState().embeddedWallet.farcaster;
const farcasterUrls = (parts: Parts) =>
  Object.values(parts.portico.getState().accounts).map((account) => account?.farcasterUrl);

/** Holds the frame's connect farcaster until `approve` runs (the visitor approving the channel). */
function holdApproval(parts: Parts) {
  let approve = () => {};
  parts.fake.held.connectFarcaster = new Promise<void>((resolve) => {
    approve = resolve;
  });
  return () => approve();
}

const tracked = (parts: Parts) =>
  parts.cloud
    .calls('/e')
    .map((request) => (request.body as { props: { event: string; properties?: unknown } }).props)
    .filter((props) => props.event.startsWith('SOCIAL_LOGIN'));

describe('Farcaster login (§4 "Farcaster")', () => {
  it('§2 Connect offers Farcaster among the social logins, in the remote order, with no warning', async () => {
    const { portico, log } = await openedOnConnect();
    expect(selectSocialProviders(portico.getState())).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
    expect(log.messages('warn').join('\n')).not.toContain('farcaster');
  });

  it('§4 ConnectingFarcaster shows the channel URL (§3 farcasterUrl) until approved, then connects as Farcaster · username', async () => {
    const parts = await openedOnConnect();
    const { portico, fake, storage } = parts;
    fake.answers.user = { ...fake.answers.user, email: null, userName: 'alice.eth' };
    const approve = holdApproval(parts);
    const connecting = portico.connectFarcaster();
    await vi.waitFor(() => expect(fake.calls).toContain('connectFarcaster'));
    expect(portico.getState().router.view).toBe('ConnectingFarcaster');
    expect(fake.calls.filter((call) => call.startsWith('getFarcasterUri'))).toEqual(['getFarcasterUri']);
    expect(farcasterUrls(parts)).toEqual([
      'https://farcaster.example/channel/1',
      'https://farcaster.example/channel/1',
    ]);
    expect(farcaster(parts)).toEqual({ step: 'channel' });
    approve();
    await connecting;
    const state = portico.getState();
    expect(state.connection.connectorIds).toEqual({ eip155: 'auth', solana: 'auth' });
    expect(state.modal.open).toBe(false);
    expect(storage.getItem(`${storageKeyPrefix}socialProvider`)).toBe(JSON.stringify('farcaster'));
    expect(storage.getItem(`${storageKeyPrefix}socialUsername`)).toBe(JSON.stringify('alice.eth'));
    await vi.waitFor(() =>
      expect(selectAuthSocialLogins(portico.getState())).toEqual([
        { provider: 'farcaster', username: 'alice.eth' },
      ]),
    );
    await vi.waitFor(() =>
      expect(tracked(parts).map((props) => props.event)).toEqual([
        'SOCIAL_LOGIN_STARTED',
        'SOCIAL_LOGIN_REQUEST_USER_DATA',
        'SOCIAL_LOGIN_SUCCESS',
      ]),
    );
    expect(tracked(parts)[0]?.properties).toEqual({ provider: 'farcaster' });
  });

  it('§4 a new wallet: its recovery password is chosen in the secure frame before the connection', async () => {
    const parts = await openedOnConnect();
    const { portico, fake } = parts;
    fake.answers.recoveryPassword = 'unlock';
    let unlocked = () => {};
    fake.held.recoveryPassword = new Promise<void>((resolve) => {
      unlocked = resolve;
    });
    const connecting = portico.connectFarcaster();
    await vi.waitFor(() => expect(farcaster(parts)).toEqual({ step: 'recovery', recovery: 'unlock' }));
    expect(portico.getState().connection.connectorIds.eip155).toBeUndefined();
    unlocked();
    await connecting;
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
  });

  it.each([
    ['the channel', 'getFarcasterUri' as const],
    ['the approval', 'connectFarcaster' as const],
  ])(
    "§8 a failure of %s shows 'Failed to connect to farcaster'; Retry opens a new channel and logs in",
    async (_, method) => {
      const parts = await openedOnConnect();
      const { portico, fake, log } = parts;
      fake.fail[method] = new Error('relay unreachable');
      await portico.connectFarcaster();
      expect(farcaster(parts)).toEqual({ step: 'failed', error: 'Failed to connect to farcaster' });
      expect(farcasterUrls(parts)).toEqual([undefined, undefined]);
      expect(portico.getState().connection.connectorIds.eip155).toBeUndefined();
      expect(log.messages('error').join('\n')).toContain('The embedded wallet failed');
      await vi.waitFor(() => expect(tracked(parts).at(-1)).toMatchObject({ event: 'SOCIAL_LOGIN_ERROR' }));
      expect(tracked(parts).at(-1)?.properties).toEqual({
        provider: 'farcaster',
        message: 'Failed to connect to farcaster',
      });
      const approve = holdApproval(parts);
      const retried = portico.connectFarcaster();
      await vi.waitFor(() => expect(farcasterUrls(parts)[0]).toBe('https://farcaster.example/channel/2'));
      expect(farcaster(parts)).toEqual({ step: 'channel' });
      approve();
      await retried;
      expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
    },
  );

  it('§4 going back without an address resets the URL at once and reloads the auth provider 100 ms later', async () => {
    const parts = await openedOnConnect();
    const { portico, fake } = parts;
    fake.held.connectFarcaster = new Promise<void>(() => {});
    const connecting = portico.connectFarcaster();
    await vi.waitFor(() => expect(fake.calls).toContain('connectFarcaster'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    portico.back();
    expect(portico.getState().router.view).toBe('Connect');
    expect(farcasterUrls(parts)).toEqual([undefined, undefined]);
    vi.advanceTimersByTime(99);
    expect(fake.calls).not.toContain('connectFarcaster:aborted');
    vi.advanceTimersByTime(1);
    expect(fake.calls).toContain('connectFarcaster:aborted');
    await connecting;
    // Nobody waits for it any more: no failure shown, the modal stays on Connect.
    expect(farcaster(parts)).toEqual({ step: 'channel' });
    expect(portico.getState().modal.open).toBe(true);
  });

  it('going back and starting again at once: the new login is not the one reloaded', async () => {
    const parts = await openedOnConnect();
    const { portico, fake } = parts;
    fake.held.connectFarcaster = new Promise<void>(() => {});
    void portico.connectFarcaster();
    await vi.waitFor(() => expect(fake.calls).toContain('connectFarcaster'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    portico.back();
    const approve = holdApproval(parts);
    const again = portico.connectFarcaster();
    // The first login ends when the second starts.
    await vi.waitFor(() => expect(fake.calls).toContain('connectFarcaster:aborted'));
    vi.advanceTimersByTime(100);
    vi.useRealTimers();
    await vi.waitFor(() => expect(farcasterUrls(parts)[0]).toBe('https://farcaster.example/channel/2'));
    expect(fake.calls.filter((call) => call === 'connectFarcaster:aborted')).toHaveLength(1);
    approve();
    await again;
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
  });

  it('closing the modal ends the login (the frame stops waiting) and forgets the URL', async () => {
    const parts = await openedOnConnect();
    const { portico, fake } = parts;
    fake.held.connectFarcaster = new Promise<void>(() => {});
    const connecting = portico.connectFarcaster();
    await vi.waitFor(() => expect(fake.calls).toContain('connectFarcaster'));
    portico.close();
    await connecting;
    expect(fake.calls).toContain('connectFarcaster:aborted');
    expect(farcasterUrls(parts)).toEqual([undefined, undefined]);
    expect(farcaster(parts)).toEqual({ step: 'channel' });
    expect(portico.getState().connection.connectorIds.eip155).toBeUndefined();
  });

  it('§8 without an embedded wallet: "No auth connector found"', async () => {
    const portico = createPortico(porticoParts().options);
    await portico.connectFarcaster();
    expect(portico.getState().embeddedWallet.farcaster).toEqual({
      step: 'failed',
      error: 'No auth connector found',
    });
  });
});
