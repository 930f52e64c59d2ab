import { describe, expect, it } from 'vitest';
import { createCloudClient } from './cloudClient.js';
import { cloudClientOnDemand } from './cloudClientOnDemand.js';
import { fakeCloud, json, registryWallet } from './test/fakeCloud.js';

const options = (cloud: ReturnType<typeof fakeCloud>) => ({
  baseUrl: 'http://cloud.test/',
  projectId: 'p1',
  sdkType: 'portico',
  sdkVersion: '1.2.3',
  fetch: cloud.fetch,
});

describe('cloudClientOnDemand', () => {
  it('answers as createCloudClient does, once its code has loaded', async () => {
    const cloud = fakeCloud([registryWallet(1), registryWallet(2)]);
    const onDemand = cloudClientOnDemand(options(cloud));
    const direct = createCloudClient(options(cloud));
    expect(await onDemand.getWallets({ page: 1 })).toEqual(await direct.getWallets({ page: 1 }));
    expect(await onDemand.getAllowedOrigins()).toEqual(await direct.getAllowedOrigins());
    const [viaOnDemand, viaDirect] = cloud.calls('/getWallets');
    expect(viaOnDemand?.url.href).toBe(viaDirect?.url.href);
  });

  it('answers every call of the client, the convert API among them; it is no promise (nothing awaits it as one)', async () => {
    const cloud = fakeCloud();
    cloud.routes['/v1/convert/gas-price'] = () => json({ standard: '1', fast: '2', instant: '3' });
    const onDemand = cloudClientOnDemand(options(cloud));
    expect(await onDemand.getGasPrice('eip155:1')).toEqual({ standard: '1', fast: '2', instant: '3' });
    expect(cloud.calls('/v1/convert/gas-price')[0]?.url.searchParams.get('chainId')).toBe('eip155:1');
    expect((onDemand as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(onDemand)).toBe(onDemand);
  });

  it('§7 builds wallet image URLs at once, with projectId, st and sv, as createCloudClient does', () => {
    const cloud = fakeCloud();
    expect(cloudClientOnDemand(options(cloud)).walletImageUrl('image-1')).toBe(
      createCloudClient(options(cloud)).walletImageUrl('image-1'),
    );
  });
});
