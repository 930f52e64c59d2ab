import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PorticoOptions } from '../../instance/porticoOptions.js';
import { metamask, setupPortico } from '../../portico/test/setupPortico.js';
import { constants } from '../../shared/constants.js';
import { createCloudClient } from '../client/cloudClient.js';
import { fakeCloud, json } from '../client/test/fakeCloud.js';

async function setup(overrides: Partial<PorticoOptions> = {}, cloud = fakeCloud()) {
  const created = await setupPortico({
    cloudUrl: 'http://cloud.test',
    createCloudClient: (options) => createCloudClient({ ...options, fetch: cloud.fetch }),
    loadImage: async () => {},
    ...overrides,
  });
  await vi.advanceTimersByTimeAsync(0);
  const events = () =>
    cloud.calls('/e').map((request) => (request.body as { props: { event: string } }).props.event);
  return { ...created, cloud, state: () => created.portico.getState(), events };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('remote configuration', () => {
  it('§9 the remote features override the local ones; the warning names the ignored local settings', async () => {
    const cloud = fakeCloud([], {
      features: { ...constants.defaults.remoteFeatures, socials: ['github'], swaps: false },
    });
    const { state } = await setup({ features: { email: false, swaps: true, send: false } }, cloud);
    expect(state().features).toMatchObject({
      email: true,
      socials: ['github'],
      swaps: false,
      onramp: true,
      activity: true,
      send: false,
    });
    expect(state().alerts.alert).toEqual({
      code: 'LOCAL_CONFIGURATION_IGNORED',
      shortMessage: 'Local configuration ignored',
      longMessage: 'The remote project configuration overrides these local settings: email, swaps',
      variant: 'warning',
    });
  });

  it('§9 no local remote-feature settings: no warning', async () => {
    const { state } = await setup({ features: { send: false } });
    expect(state().alerts.alert).toBeUndefined();
    expect(state().features.email).toBe(true);
  });

  it('§9 basic mode: the config is not asked and the remote-only features are off', async () => {
    const { state, cloud, portico } = await setup({
      basic: true,
      features: { email: true, socials: ['google'], reownBranding: true },
    });
    expect(cloud.calls('/appkit/v1/config')).toEqual([]);
    expect(state().features).toMatchObject({
      email: false,
      socials: false,
      swaps: false,
      reownBranding: false,
    });
    expect(portico.options.basic).toBe(true);
  });

  it('§7 local-only (no cloudUrl): the local features stay, the cloud-only ones off; a search only sets the query', async () => {
    const { state, portico, cloud } = await setup({
      cloudUrl: undefined,
      features: { email: true, send: false },
    });
    expect(state().features).toMatchObject({ email: false, send: false });
    portico.searchWallets('pha');
    await portico.fetchWallets(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state().walletList.search.query).toBe('pha');
    expect(cloud.requests).toEqual([]);
  });

  it('§8 the config fails: Server Error, the local features stay', async () => {
    const cloud = fakeCloud();
    cloud.routes['/appkit/v1/config'] = () => json({ code: 'SERVER_ERROR', message: 'down' }, 503);
    const { state } = await setup({ features: { email: true } }, cloud);
    expect(state().alerts.alert?.shortMessage).toBe('Server Error');
    expect(state().features.email).toBe(true);
  });

  it('§8 a warning never hides an error alert', async () => {
    const cloud = fakeCloud();
    cloud.routes['/getWallets'] = () => json({}, 500);
    const { state } = await setup({ features: { email: true } }, cloud);
    expect(state().alerts.alert?.code).toBe('SERVER_ERROR');
  });

  it('§8 the instance was destroyed before the config came: nothing is applied', async () => {
    const cloud = fakeCloud();
    let answer!: (response: Response) => void;
    cloud.routes['/appkit/v1/config'] = () =>
      new Promise((resolve) => {
        answer = resolve;
      });
    const { portico, state } = await setup({ features: { email: false } }, cloud);
    portico.destroy();
    answer(json({ features: constants.defaults.remoteFeatures }));
    await vi.advanceTimersByTimeAsync(0);
    expect(state().features.email).toBe(false);
  });
});

describe('project alerts', () => {
  it('§8 an unknown project id shows Invalid App Configuration', async () => {
    const cloud = fakeCloud();
    const invalid = () => json({ code: 'INVALID_PROJECT_ID', message: 'Invalid project id' }, 403);
    for (const path of Object.keys(cloud.routes)) cloud.routes[path] = invalid;
    const { state, portico } = await setup({}, cloud);
    await portico.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(state().alerts.alert?.shortMessage).toBe('Invalid App Configuration');
  });

  it('§8 a project without origins: Unverified domain, shown once', async () => {
    const cloud = fakeCloud([], { headers: { 'x-portico-domain-status': 'unverified' } });
    const { state, portico } = await setup({}, cloud);
    expect(state().alerts.alert?.shortMessage).toBe('Unverified domain');
    portico.dismissAlert();
    await portico.fetchWallets(1);
    expect(state().alerts.alert).toBeUndefined();
  });

  it('§8 a verified domain shows nothing', async () => {
    const { state } = await setup({}, fakeCloud([], { headers: { 'x-portico-domain-status': 'verified' } }));
    expect(state().alerts.alert).toBeUndefined();
  });
});

describe('analytics events', () => {
  it('§7 open and close, a connect error report and a connect success; never the modal-created event', async () => {
    const { portico, events, evm } = await setup();
    await portico.open();
    portico.close();
    evm.failNext.connect = Object.assign(new Error('User rejected'), { code: 4001 });
    await expect(portico.connect(metamask.id)).rejects.toThrow();
    evm.failNext.connect = new Error('boom');
    await expect(portico.connect(metamask.id)).rejects.toThrow();
    await portico.connect(metamask.id);
    await vi.advanceTimersByTimeAsync(0);
    expect(events()).toEqual([
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'CONNECT_ERROR',
      'CONNECT_ERROR',
      'CONNECT_SUCCESS',
    ]);
    expect(events()).not.toContain('MODAL_CREATED');
  });

  it('§3 event props carry the connected address, and none while not connected', async () => {
    const { portico, cloud, state } = await setup();
    const posted = () =>
      cloud
        .calls('/e')
        .map((request) => (request.body as { props: { event: string; address?: string } }).props);
    await portico.open();
    await portico.connect(metamask.id);
    await vi.advanceTimersByTimeAsync(0);
    const address = state().accounts.eip155?.address;
    expect(address).toBeTruthy();
    await portico.disconnect();
    await portico.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(posted()).toEqual([
      { event: 'MODAL_OPEN' },
      { event: 'CONNECT_SUCCESS', address },
      { event: 'MODAL_CLOSE', address },
      { event: 'MODAL_OPEN' },
    ]);
  });

  it('§7 analytics off locally: nothing is sent', async () => {
    const { portico, events, cloud } = await setup({ features: { analytics: false } });
    await portico.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(events()).toEqual([]);
    expect(cloud.calls('/getAnalyticsConfig')).toEqual([]);
  });

  it('§7 a 403 from analytics shows the invalid configuration alert', async () => {
    const cloud = fakeCloud();
    cloud.routes['/e'] = () => json({ code: 'ORIGIN_NOT_ALLOWED', message: 'Origin not allowed' }, 403);
    const { portico, state } = await setup({}, cloud);
    await portico.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(state().alerts.alert?.shortMessage).toBe('Invalid App Configuration');
  });
});
