import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeyPrefix } from '../../instance/storage/storageKey.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { createEmbeddedPortico, dappOrigin, setupEmbedded } from '../rules/test/setupEmbedded.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const storedAuthConnection = {
  [`${storageKeyPrefix}connections`]: JSON.stringify([
    { sourceId: 'embedded', connectorId: 'auth', namespaces: ['eip155', 'solana'] },
  ]),
  [`${storageKeyPrefix}connectorId:eip155`]: JSON.stringify('auth'),
};

describe('loading the secure frame [§5 embedded-wallet-enabled]', () => {
  it('§5 loads when the visitor opens the modal, email is on remotely and the origin is allowed; then syncs theme and dApp data', async () => {
    const { portico, fake, cloud } = await setupEmbedded({
      overrides: { metadata: { name: 'Demo', description: 'd', url: dappOrigin, icons: [] } },
    });
    expect(fake.calls).not.toContain('load');
    await portico.open();
    await vi.waitFor(() => expect(portico.getState().embeddedWallet.frame).toBe('ready'));
    expect(cloud.calls('/projects/v1/origins')).toHaveLength(1);
    await vi.waitFor(() => expect(fake.dappData).toHaveLength(1));
    expect(fake.dappData[0]).toMatchObject({
      projectId: 'p1',
      sdkType: 'portico',
      metadata: { name: 'Demo' },
    });
    expect(fake.themes[0]).toMatchObject({ themeMode: portico.getState().theme.mode });
  });

  it('§5 hands the source the request gate once, before anything loads', async () => {
    const { portico, fake } = await setupEmbedded();
    expect(fake.gateSetCount()).toBe(1);
    portico.close();
    await portico.open();
    expect(fake.gateSetCount()).toBe(1);
  });

  it('§5 loads at start when an embedded-wallet connection is stored', async () => {
    const { fake, portico } = createEmbeddedPortico({ stored: storedAuthConnection });
    await portico.ready;
    await vi.waitFor(() => expect(fake.calls).toContain('load'));
  });

  it.each([
    ['§5 email off and no socials', { email: false, socials: false as const }, [dappOrigin]],
    ['§5 email off and an empty socials list', { email: false, socials: [] }, [dappOrigin]],
    ['§5 the origin not allowed', {}, ['https://other.test']],
  ])('%s: never loads', async (_row, features, allowedOrigins) => {
    const { portico, fake, log } = await setupEmbedded({ features, allowedOrigins });
    await portico.open();
    await vi.waitFor(() => expect(log.messages('warn')).toContain('The embedded wallet was not loaded'));
    expect(fake.calls).not.toContain('load');
    expect(portico.getState().embeddedWallet.frame).toBe('idle');
  });

  it.each([
    ['an OAuth provider', 'google' as const],
    ['Farcaster', 'farcaster' as const],
  ])('§5 a socials list alone enables it: %s', async (_, provider) => {
    const social = await setupEmbedded({ features: { email: false, socials: [provider] } });
    await social.portico.open();
    await vi.waitFor(() => expect(social.portico.getState().embeddedWallet.frame).toBe('ready'));
    expect(social.fake.calls).toContain('load');
  });

  it('§5 outside a browser (no page origin) it never loads', async () => {
    const { portico, fake, log } = await setupEmbedded({ origin: null });
    await portico.open();
    await vi.waitFor(() => expect(log.messages('warn')).toContain('The embedded wallet was not loaded'));
    expect(fake.calls).not.toContain('load');
  });

  it('§8 a load failure shows "Network Error - Could not load embedded wallet"; the next opening tries again', async () => {
    const { portico, fake } = await setupEmbedded();
    fake.fail.load = new PorticoError('FRAME_LOAD_FAILED');
    await portico.open();
    await vi.waitFor(() => expect(portico.getState().embeddedWallet.frame).toBe('failed'));
    expect(portico.getState().alerts.alert?.shortMessage).toBe(
      'Network Error - Could not load embedded wallet',
    );
    portico.close();
    await portico.open();
    await vi.waitFor(() => expect(portico.getState().embeddedWallet.frame).toBe('ready'));
    expect(fake.calls.filter((call) => call === 'load')).toHaveLength(2);
  });

  it('§7 a theme change reaches the loaded frame; a failed sync is logged', async () => {
    const { portico, fake, log } = await setupEmbedded();
    await portico.open();
    await vi.waitFor(() => expect(portico.getState().embeddedWallet.frame).toBe('ready'));
    fake.fail.syncTheme = new Error('frame gone');
    portico.setThemeMode('dark');
    await vi.waitFor(() =>
      expect(log.messages('error')).toContain('Syncing the theme with the embedded wallet failed'),
    );
    portico.setThemeMode('light');
    await vi.waitFor(() => expect(fake.themes.at(-1)?.themeMode).toBe('light'));
  });

  it("the modal's locale reaches the loaded frame, and again when it changes (issue 28)", async () => {
    const { portico, fake } = await setupEmbedded();
    await portico.open();
    await vi.waitFor(() => expect(fake.themes[0]).toMatchObject({ locale: 'en' }));
    await portico.setLocale('ja');
    await vi.waitFor(() => expect(fake.themes.at(-1)).toMatchObject({ locale: 'ja' }));
  });

  it('§7 a failed dApp-data sync is logged', async () => {
    const { portico, fake, log } = await setupEmbedded();
    fake.fail.syncDappData = new Error('frame gone');
    await portico.open();
    await vi.waitFor(() =>
      expect(log.messages('error')).toContain('Syncing the dApp data with the embedded wallet failed'),
    );
  });

  it('§7 without a cloud the embedded wallet is off', async () => {
    const { portico, fake } = await setupEmbedded({ overrides: { cloudUrl: undefined } });
    await portico.open();
    await portico.connectEmail('alice@example.com');
    expect(portico.getState().embeddedWallet.login.error).toBe('No auth connector found');
    expect(fake.calls).not.toContain('load');
  });

  it('§5 an unreachable cloud (no origins) is asked again on the next opening', async () => {
    const { portico, cloud, log } = await setupEmbedded();
    cloud.down = true;
    await portico.open();
    await vi.waitFor(() => expect(log.messages('warn')).toContain('The embedded wallet was not loaded'));
    cloud.down = false;
    portico.close();
    await portico.open();
    await vi.waitFor(() => expect(portico.getState().embeddedWallet.frame).toBe('ready'));
  });
});
