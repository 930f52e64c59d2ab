import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeyPrefix } from '../../instance/storage/storageKey.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { selectConnectMethods, selectSocialProviders } from '../../walletPicker/connectList/selectors.js';
import { setupEmbedded } from '../rules/test/setupEmbedded.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The provider's login window as the page's `window.open` gives it; `blocked`: the pop-up blocker refuses it. */
function stubPopup({ blocked = false } = {}) {
  const popup = { location: { href: '' }, closed: false, close: vi.fn(() => (popup.closed = true)) };
  const open = vi.fn(() => (blocked ? null : popup));
  vi.stubGlobal('window', { open, screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 1000 });
  return { popup, open };
}

async function openedOnConnect() {
  const parts = await setupEmbedded();
  await parts.portico.open();
  // The frame loads through two lazy modules: slow on a loaded machine.
  await vi.waitFor(() => expect(parts.portico.getState().embeddedWallet.frame).toBe('ready'), {
    timeout: 5_000,
  });
  return parts;
}

const social = (parts: Awaited<ReturnType<typeof openedOnConnect>>) =>
  parts.portico.getState().embeddedWallet.social;

/** The analytics events the instance sent, by name, with their properties. */
const tracked = (parts: Awaited<ReturnType<typeof openedOnConnect>>) =>
  parts.cloud
    .calls('/e')
    .map((request) => (request.body as { props: { event: string; properties?: unknown } }).props)
    .filter((props) => props.event.startsWith('SOCIAL_LOGIN'));

describe('social login (§4 "Social login")', () => {
  it('§2 Connect offers email, social, wallet; the providers in the remote order, Farcaster among them', async () => {
    const { portico } = await openedOnConnect();
    expect(selectConnectMethods(portico.getState())).toEqual(['email', 'social', 'wallet']);
    expect(selectSocialProviders(portico.getState())).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  it('§4 the click opens a 600×800 window at once, points it at the provider, and the frame logs in: connected', async () => {
    const parts = await openedOnConnect();
    const { portico, fake, storage } = parts;
    const { popup, open } = stubPopup();
    let answered = () => {};
    fake.held.connectSocial = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const connecting = portico.connectSocial('github');
    // Synchronously, in the click's task: the pop-up blocker allows nothing later.
    expect(open).toHaveBeenCalledWith('', '_blank', 'popup,width=600,height=800,left=500,top=150');
    await vi.waitFor(() =>
      expect(fake.calls).toContain('connectSocial:https://login.example/github?state=s1'),
    );
    expect(popup.location.href).toBe('https://login.example/github?state=s1');
    expect(portico.getState().router.view).toBe('ConnectingSocial');
    expect(social(parts)).toMatchObject({ provider: 'github', step: 'popup' });
    answered();
    await connecting;
    expect(popup.close).toHaveBeenCalled();
    const state = portico.getState();
    expect(state.connection.connectorIds).toEqual({ eip155: 'auth', solana: 'auth' });
    expect(state.modal.open).toBe(false);
    expect(storage.getItem(`${storageKeyPrefix}socialUsername`)).toBe(JSON.stringify('alice'));
    await vi.waitFor(() =>
      expect(tracked(parts).map((props) => props.event)).toEqual([
        'SOCIAL_LOGIN_STARTED',
        'SOCIAL_LOGIN_REQUEST_USER_DATA',
        'SOCIAL_LOGIN_SUCCESS',
      ]),
    );
    expect(tracked(parts)[0]?.properties).toEqual({ provider: 'github' });
  });

  it('§4 a new wallet: its recovery password is chosen in the secure frame before the connection', async () => {
    const parts = await openedOnConnect();
    const { portico, fake } = parts;
    stubPopup();
    fake.answers.recoveryPassword = 'create';
    let chosen = () => {};
    fake.held.recoveryPassword = new Promise<void>((resolve) => {
      chosen = resolve;
    });
    const connecting = portico.connectSocial('google');
    await vi.waitFor(() => expect(social(parts)).toMatchObject({ step: 'recovery', recovery: 'create' }));
    expect(portico.getState().connection.connectorIds.eip155).toBeUndefined();
    chosen();
    await connecting;
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
  });

  it("§4/§9 closing the provider's window fails the login with 'Popup closed' at the next 1 s check", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const parts = await openedOnConnect();
    const { portico, fake } = parts;
    const { popup } = stubPopup();
    fake.held.connectSocial = new Promise<void>(() => {});
    const connecting = portico.connectSocial('google');
    await vi.waitFor(() => expect(fake.calls.some((call) => call.startsWith('connectSocial:'))).toBe(true));
    popup.closed = true;
    vi.advanceTimersByTime(999);
    await Promise.resolve();
    expect(social(parts).step).toBe('popup');
    vi.advanceTimersByTime(1);
    await connecting;
    expect(social(parts)).toMatchObject({ step: 'failed', error: 'Popup closed', provider: 'google' });
    expect(portico.getState().connection.connectorIds.eip155).toBeUndefined();
    await vi.waitFor(() => expect(tracked(parts).at(-1)).toMatchObject({ event: 'SOCIAL_LOGIN_ERROR' }));
    expect(tracked(parts).at(-1)?.properties).toEqual({ provider: 'google', message: 'Popup closed' });
  });

  it("§8 a provider's refusal shows 'Failed to initiate social connection'; Retry logs in", async () => {
    const parts = await openedOnConnect();
    const { portico, fake } = parts;
    const first = stubPopup();
    fake.fail.connectSocial = new Error('Failed to initiate social connection');
    await portico.connectSocial('discord');
    expect(social(parts)).toMatchObject({ step: 'failed', error: 'Failed to initiate social connection' });
    expect(first.popup.close).toHaveBeenCalled();
    stubPopup();
    await portico.connectSocial('discord');
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
  });

  it('a window the pop-up blocker refused: the failure, without asking the frame for anything', async () => {
    const parts = await openedOnConnect();
    const { portico, fake, log } = parts;
    stubPopup({ blocked: true });
    await portico.connectSocial('apple');
    expect(social(parts)).toMatchObject({ step: 'failed', error: 'Failed to initiate social connection' });
    expect(fake.calls.filter((call) => call.startsWith('getSocialRedirectUri'))).toEqual([]);
    expect(log.messages('warn').join('\n')).toContain('pop-up blocker');
  });

  it("closing the modal during the login closes the provider's window and stops the frame waiting", async () => {
    const parts = await openedOnConnect();
    const { portico, fake } = parts;
    const { popup } = stubPopup();
    fake.held.connectSocial = new Promise<void>(() => {});
    const connecting = portico.connectSocial('x');
    await vi.waitFor(() => expect(fake.calls.some((call) => call.startsWith('connectSocial:'))).toBe(true));
    portico.close();
    await connecting;
    expect(popup.close).toHaveBeenCalled();
    expect(social(parts)).toEqual({ step: 'popup' });
    expect(portico.getState().connection.connectorIds.eip155).toBeUndefined();
  });

  it('a login started again replaces the one under way', async () => {
    const parts = await openedOnConnect();
    const { portico, fake } = parts;
    const first = stubPopup();
    fake.held.connectSocial = new Promise<void>(() => {});
    const abandoned = portico.connectSocial('x');
    await vi.waitFor(() => expect(fake.calls.some((call) => call.startsWith('connectSocial:'))).toBe(true));
    delete fake.held.connectSocial;
    stubPopup();
    await portico.connectSocial('google');
    await abandoned;
    expect(first.popup.close).toHaveBeenCalled();
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
    expect(new PorticoError('POPUP_CLOSED').message).toBe('Popup closed');
  });
});
