import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCloudClient } from '../client/cloudClient.js';
import { fakeCloud, json } from '../client/test/fakeCloud.js';
import { createAnalytics } from './analytics.js';
import { eventId } from './eventId.js';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup(
  settings: Parameters<typeof fakeCloud>[1] = {},
  localEnabled = true,
  address: () => string | undefined = () => undefined,
) {
  const cloud = fakeCloud([], settings);
  const client = createCloudClient({
    baseUrl: 'http://cloud.test',
    projectId: 'p',
    sdkType: 's',
    sdkVersion: '1',
    fetch: cloud.fetch,
  });
  const onInvalidConfiguration = vi.fn();
  const debug = vi.fn();
  const analytics = createAnalytics({
    client,
    localEnabled,
    onInvalidConfiguration,
    page: () => ({ url: 'https://dapp.test/swap?x=1', domain: 'dapp.test' }),
    address,
    logger: { debug },
  });
  const posts = () => cloud.calls('/e').map((request) => request.body as { props: Record<string, unknown> });
  return { cloud, analytics, onInvalidConfiguration, posts, debug };
}

const report = (n: number) => ({
  event: 'CONNECT_ERROR',
  errorType: 'Error',
  errorMessage: `failure ${n}`,
  stackTrace: 'at x',
});

describe('analytics', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('§7 the event body: eventId (uuid), url, domain, timestamp, props', async () => {
    const { analytics, posts } = setup();
    await analytics.sendEvent({ event: 'MODAL_OPEN' });
    expect(posts()).toEqual([
      {
        eventId: expect.stringMatching(uuid),
        url: 'https://dapp.test/swap?x=1',
        domain: 'dapp.test',
        timestamp: 1_000_000,
        props: { event: 'MODAL_OPEN' },
      },
    ]);
  });

  it('§3 props carry the address of the moment the event happened, in events and error reports', async () => {
    let address: string | undefined = '0xabc';
    const { analytics, posts } = setup({}, true, () => address);
    const sent = analytics.sendEvent({ event: 'MODAL_OPEN' });
    const reported = analytics.reportError(report(1));
    address = undefined;
    await Promise.all([sent, reported]);
    await analytics.sendEvent({ event: 'MODAL_CLOSE' });
    expect(posts().map((body) => body.props)).toEqual([
      { event: 'MODAL_OPEN', address: '0xabc' },
      { type: 'error', ...report(1), address: '0xabc' },
      { event: 'MODAL_CLOSE' },
    ]);
  });

  it.each([
    ['§7 on locally and remotely: sent', true, true, 1],
    ['§7 off remotely: not sent', false, true, 0],
    ['§7 off locally: not sent and the config is not asked', true, false, 0],
  ])('%s', async (_, remote, local, count) => {
    const { analytics, posts, cloud } = setup({ analytics: remote }, local);
    await analytics.sendEvent({ event: 'MODAL_OPEN' });
    expect(posts()).toHaveLength(count);
    expect(await analytics.enabled).toBe(remote && local);
    expect(cloud.calls('/getAnalyticsConfig')).toHaveLength(local ? 1 : 0);
  });

  it.each([
    ['§8 a failed analytics config turns analytics off (500)', 500],
    ['§8 a failed analytics config turns analytics off (429)', 429],
  ])('%s', async (_, status) => {
    const { analytics, posts, cloud, onInvalidConfiguration } = setup();
    cloud.routes['/getAnalyticsConfig'] = () => json({ code: 'SERVER_ERROR', message: 'm' }, status);
    await analytics.sendEvent({ event: 'MODAL_OPEN' });
    expect(await analytics.enabled).toBe(false);
    expect(posts()).toEqual([]);
    expect(onInvalidConfiguration).not.toHaveBeenCalled();
  });

  it('§8 an unreachable cloud turns analytics off', async () => {
    const { analytics, cloud } = setup();
    cloud.down = true;
    expect(await analytics.enabled).toBe(false);
  });

  it('§7 the modal-created event is never sent', async () => {
    const { analytics, posts } = setup();
    await analytics.sendEvent({ event: 'MODAL_CREATED' });
    await analytics.sendEvent({ event: 'MODAL_OPEN' });
    expect(posts().map((body) => body.props.event)).toEqual(['MODAL_OPEN']);
  });

  it('§7 error reports: 6 inside 60 s give exactly 5 posts; a 7th after 60 s goes out', async () => {
    const { analytics, posts } = setup();
    for (let n = 1; n <= 6; n++) {
      await analytics.reportError(report(n));
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(posts()).toHaveLength(5);
    expect(posts()[0]?.props).toEqual({ type: 'error', ...report(1) });
    await vi.advanceTimersByTimeAsync(60_000);
    await analytics.reportError(report(7));
    expect(posts().map((body) => body.props.errorMessage)).toEqual([
      'failure 1',
      'failure 2',
      'failure 3',
      'failure 4',
      'failure 5',
      'failure 7',
    ]);
  });

  it('§7 the window rolls: a report is admitted as soon as the oldest one is 60 s old', async () => {
    const { analytics, posts } = setup();
    for (let n = 1; n <= 5; n++) await analytics.reportError(report(n));
    await vi.advanceTimersByTimeAsync(59_999);
    await analytics.reportError(report(6));
    expect(posts()).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    await analytics.reportError(report(7));
    expect(posts()).toHaveLength(6);
  });

  it('§7 ordinary events are not limited', async () => {
    const { analytics, posts } = setup();
    for (let n = 0; n < 8; n++) await analytics.sendEvent({ event: 'SEARCH_WALLET' });
    expect(posts()).toHaveLength(8);
  });

  it('§7 a 403 from analytics shows the invalid app configuration alert exactly once', async () => {
    const { analytics, cloud, onInvalidConfiguration } = setup();
    cloud.routes['/e'] = () => json({ code: 'INVALID_PROJECT_ID', message: 'Invalid project id' }, 403);
    await analytics.sendEvent({ event: 'MODAL_OPEN' });
    await analytics.sendEvent({ event: 'MODAL_CLOSE' });
    await analytics.reportError(report(1));
    expect(onInvalidConfiguration).toHaveBeenCalledTimes(1);
  });

  it('§7 a 403 on the analytics config shows the alert once too', async () => {
    const { analytics, cloud, onInvalidConfiguration } = setup();
    cloud.routes['/getAnalyticsConfig'] = () =>
      json({ code: 'ORIGIN_NOT_ALLOWED', message: 'Origin not allowed' }, 403);
    await analytics.sendEvent({ event: 'MODAL_OPEN' });
    expect(onInvalidConfiguration).toHaveBeenCalledTimes(1);
  });

  it('§7 other failed posts are dropped silently: no alert, a debug log', async () => {
    const { analytics, cloud, onInvalidConfiguration, debug } = setup();
    cloud.routes['/e'] = () => json({ code: 'SERVER_ERROR', message: 'm' }, 500);
    await expect(analytics.sendEvent({ event: 'MODAL_OPEN' })).resolves.toBeUndefined();
    expect(onInvalidConfiguration).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledWith('An analytics event was dropped', expect.any(Error));
  });

  it('§7 the browser page is the default url and domain', async () => {
    const cloud = fakeCloud();
    const client = createCloudClient({
      baseUrl: 'http://c.test',
      projectId: 'p',
      sdkType: 's',
      sdkVersion: '1',
      fetch: cloud.fetch,
    });
    vi.stubGlobal('location', { href: 'https://x.test/a', hostname: 'x.test' });
    const analytics = createAnalytics({ client, localEnabled: true, onInvalidConfiguration: () => {} });
    await analytics.sendEvent({ event: 'MODAL_OPEN' });
    vi.unstubAllGlobals();
    const withoutLocation = createAnalytics({ client, localEnabled: true, onInvalidConfiguration: () => {} });
    await withoutLocation.sendEvent({ event: 'MODAL_OPEN' });
    expect(cloud.calls('/e').map((request) => request.body)).toMatchObject([
      { url: 'https://x.test/a', domain: 'x.test' },
      { url: '', domain: '' },
    ]);
  });
});

describe('eventId', () => {
  it.each([
    [
      '§7 crypto.randomUUID when available',
      { randomUUID: () => 'a0000000-0000-4000-8000-000000000000' as const },
    ],
    [
      '§7 getRandomValues otherwise',
      { getRandomValues: <T extends ArrayBufferView | null>(array: T) => array },
    ],
    ['§7 Math.random without crypto', undefined],
    ['§7 Math.random with an empty crypto', {}],
  ])('%s', (_, crypto) => {
    expect(eventId(crypto as Crypto | undefined)).toMatch(uuid);
  });

  it('§7 the global crypto by default', () => {
    expect(eventId()).toMatch(uuid);
    expect(eventId()).not.toBe(eventId());
  });
});
