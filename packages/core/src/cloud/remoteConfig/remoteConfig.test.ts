import { describe, expect, it } from 'vitest';
import { porticoDevnet } from '../../domain/networks/devnet.js';
import { resolveOptions } from '../../instance/resolveOptions.js';
import { constants } from '../../shared/constants.js';
import { createCloudClient } from '../client/cloudClient.js';
import { fakeCloud, json } from '../client/test/fakeCloud.js';
import type { RemoteFeatures } from '../wire/remoteConfig.js';
import { loadRemoteFeatures } from './loadRemoteFeatures.js';
import { applyRemoteFeatures, basicModeFeatures, remoteFeatureKeys } from './remoteFeatures.js';

// The local features of an instance with a cloud (without one the cloud-only features are off).
const local = resolveOptions({
  projectId: 'p',
  networks: [porticoDevnet(1)],
  cloudUrl: 'http://cloud.test',
}).features;
const remoteDefaults: RemoteFeatures = constants.defaults.remoteFeatures;

describe('remote features', () => {
  it('§9 the remote defaults turn on email, socials (Farcaster among them), swaps (an aggregator), the on-ramp (its providers), activity and branding', () => {
    const { features } = applyRemoteFeatures(local, undefined, remoteDefaults);
    expect(features).toMatchObject({
      swaps: true,
      onramp: true,
      email: true,
      socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
      activity: true,
      reownBranding: true,
      multiWallet: false,
      // §9 local defaults stay
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
    });
  });

  it.each([
    ['§8 nothing set locally: nothing ignored', undefined, []],
    ['§8 local-only settings are not ignored', { send: false, legalCheckbox: true }, []],
    [
      '§8 each remote feature set locally is named',
      { socials: false, email: true, multiWallet: true },
      ['email', 'socials', 'multiWallet'],
    ],
  ] as const)('%s', (_, localSet, ignored) => {
    const result = applyRemoteFeatures({ ...local, ...localSet }, localSet, remoteDefaults);
    expect(result.ignored).toEqual(ignored);
    expect(result.features.email).toBe(true);
  });

  it.each([
    [
      '§3 empty provider lists are off',
      { ...remoteDefaults, socials: [], swaps: [], onramp: [] },
      { socials: false, swaps: false, onramp: false },
    ],
    [
      '§4 Farcaster alone is offered',
      { ...remoteDefaults, socials: ['farcaster'] },
      { socials: ['farcaster'] },
    ],
    [
      '§3 false is off',
      { ...remoteDefaults, socials: false, swaps: false, onramp: false, email: false },
      { socials: false, swaps: false, onramp: false, email: false },
    ],
  ] as const)('%s', (_, remote, expected) => {
    expect(applyRemoteFeatures(local, undefined, remote).features).toMatchObject(expected);
  });

  it('§6 basic mode turns every remote feature off, branding included, and keeps the local ones', () => {
    const features = basicModeFeatures({
      ...local,
      email: true,
      socials: ['google'],
      swaps: true,
      onramp: true,
      activity: true,
      reownBranding: true,
      multiWallet: true,
      send: false,
    });
    expect(features).toEqual({
      ...local,
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      activity: false,
      reownBranding: false,
      multiWallet: false,
      send: false,
    });
    for (const key of remoteFeatureKeys) expect(features[key], key).toBe(false);
  });
});

describe('loadRemoteFeatures', () => {
  const client = (cloud: ReturnType<typeof fakeCloud>) =>
    createCloudClient({
      baseUrl: 'http://cloud.test',
      projectId: 'p',
      sdkType: 's',
      sdkVersion: '1',
      fetch: cloud.fetch,
    });

  it('§7 the project config overrides the local features', async () => {
    const cloud = fakeCloud([], { features: { ...remoteDefaults, email: false, activity: false } });
    const result = await loadRemoteFeatures(client(cloud), local, { email: true });
    expect(result).toMatchObject({
      ok: true,
      ignored: ['email'],
      features: { email: false, activity: false },
    });
  });

  it.each([
    [
      '§8 unreachable: Server Error',
      (cloud: ReturnType<typeof fakeCloud>) => {
        cloud.down = true;
      },
      'SERVER_ERROR',
    ],
    [
      '§8 500: Server Error',
      (cloud: ReturnType<typeof fakeCloud>) => {
        cloud.routes['/appkit/v1/config'] = () => json({}, 500);
      },
      'SERVER_ERROR',
    ],
    [
      '§8 a malformed answer: Server Error',
      (cloud: ReturnType<typeof fakeCloud>) => {
        cloud.routes['/appkit/v1/config'] = () => json({});
      },
      'SERVER_ERROR',
    ],
    [
      '§8 400: Server Error',
      (cloud: ReturnType<typeof fakeCloud>) => {
        cloud.routes['/appkit/v1/config'] = () => json({ code: 'BAD_REQUEST', message: 'm' }, 400);
      },
      'SERVER_ERROR',
    ],
    [
      '§8 invalid project id',
      (cloud: ReturnType<typeof fakeCloud>) => {
        cloud.routes['/appkit/v1/config'] = () => json({ code: 'INVALID_PROJECT_ID', message: 'm' }, 403);
      },
      'INVALID_APP_CONFIGURATION',
    ],
    [
      '§8 rate limited',
      (cloud: ReturnType<typeof fakeCloud>) => {
        cloud.routes['/appkit/v1/config'] = () =>
          json({ code: 'RATE_LIMITED', message: 'm' }, 429, { 'retry-after': '3' });
      },
      'RATE_LIMITED',
    ],
  ])('%s', async (_, breakIt, alert) => {
    const cloud = fakeCloud();
    breakIt(cloud);
    expect(await loadRemoteFeatures(client(cloud), local, undefined)).toEqual({ ok: false, alert });
  });
});
