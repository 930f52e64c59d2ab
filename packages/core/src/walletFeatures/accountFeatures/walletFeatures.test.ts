import { describe, expect, it, vi } from 'vitest';
import { createCloudClient } from '../../cloud/client/cloudClient.js';
import { fakeCloud } from '../../cloud/client/test/fakeCloud.js';
import { bitcoin } from '../../domain/networks/bitcoin.js';
import { porticoDevnet } from '../../domain/networks/devnet.js';
import type { Network } from '../../domain/networks/network.js';
import { solana } from '../../domain/networks/solana.js';
import type { Features } from '../../instance/features.js';
import type { PorticoOptions } from '../../instance/porticoOptions.js';
import { createPortico } from '../../portico/createPortico.js';
import { constants } from '../../shared/constants.js';
import { selectWalletFeatures } from './walletFeatures.js';

/** An instance with Portico Cloud (a fake that answers the §9 remote defaults: swaps through an aggregator). */
const withCloud = (cloud = fakeCloud()): Partial<PorticoOptions> => ({
  cloudUrl: 'http://cloud.test',
  createCloudClient: (options) => createCloudClient({ ...options, fetch: cloud.fetch }),
  loadImage: async () => {},
});

function featuresOn(
  namespaceNetwork: Parameters<typeof createPortico>[0]['defaultNetwork'],
  features: Features = {},
) {
  const portico = createPortico({
    projectId: 'p1',
    networks: [porticoDevnet(), solana, bitcoin],
    defaultNetwork: namespaceNetwork,
    features,
  });
  const names = selectWalletFeatures(portico.getState()).map(({ feature, view }) => `${feature}:${view}`);
  portico.destroy();
  return names;
}

/** The wallet features with Portico Cloud, once the project's remote configuration has been read. */
async function remoteFeaturesOn(
  cloud: ReturnType<typeof fakeCloud>,
  defaultNetwork: Network = porticoDevnet(),
) {
  const portico = createPortico({
    projectId: 'a'.repeat(32),
    networks: [porticoDevnet(), solana, bitcoin],
    defaultNetwork,
    ...withCloud(cloud),
  });
  await portico.ready;
  await vi.waitFor(() => expect(cloud.calls('/appkit/v1/config')).not.toHaveLength(0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  const names = selectWalletFeatures(portico.getState()).map(({ feature, view }) => `${feature}:${view}`);
  portico.destroy();
  return names;
}

describe('selectWalletFeatures: the Account view’s wallet features (§9)', () => {
  it('§9 defaults: receive and send on, in that order', () => {
    expect(featuresOn(porticoDevnet())).toEqual(['receive:WalletReceive', 'send:WalletSend']);
  });

  it('§9 order onramp, swaps, receive, send: on eip155 with Portico Cloud', async () => {
    const cloud = fakeCloud([], { features: { ...constants.defaults.remoteFeatures, onramp: ['meld'] } });
    expect(await remoteFeaturesOn(cloud)).toEqual([
      'onramp:OnRampProviders',
      'swaps:Swap',
      'receive:WalletReceive',
      'send:WalletSend',
    ]);
  });

  it('§9 the on-ramp is offered on eip155 and solana, swaps off eip155 are not', async () => {
    expect(await remoteFeaturesOn(fakeCloud(), solana)).toEqual([
      'onramp:OnRampProviders',
      'receive:WalletReceive',
      'send:WalletSend',
    ]);
    expect(await remoteFeaturesOn(fakeCloud(), bitcoin)).toEqual(['receive:WalletReceive']);
  });

  it('swaps and the on-ramp are not offered without Portico Cloud (their APIs are the cloud’s)', () => {
    expect(featuresOn(porticoDevnet(), { swaps: true, onramp: true })).toEqual([
      'receive:WalletReceive',
      'send:WalletSend',
    ]);
  });

  it('the on-ramp follows the remote features: providers listed turn it on, none turn it off', async () => {
    const off = await remoteFeaturesOn(
      fakeCloud([], { features: { ...constants.defaults.remoteFeatures, onramp: false } }),
    );
    expect(off).not.toContain('onramp:OnRampProviders');
    const empty = await remoteFeaturesOn(
      fakeCloud([], { features: { ...constants.defaults.remoteFeatures, onramp: [] } }),
    );
    expect(empty).not.toContain('onramp:OnRampProviders');
  });

  it('swaps follow the remote features: an aggregator listed turns them on, none turns them off', async () => {
    const on = await remoteFeaturesOn(fakeCloud());
    expect(on).toContain('swaps:Swap');
    const off = await remoteFeaturesOn(
      fakeCloud([], { features: { ...constants.defaults.remoteFeatures, swaps: false } }),
    );
    expect(off).not.toContain('swaps:Swap');
  });

  it('each is hidden when its flag is off', () => {
    expect(featuresOn(porticoDevnet(), { send: false })).toEqual(['receive:WalletReceive']);
    expect(featuresOn(porticoDevnet(), { receive: false, send: false })).toEqual([]);
  });

  it('§9 only where the namespace has the feature: no send on Bitcoin', () => {
    expect(featuresOn(solana)).toEqual(['receive:WalletReceive', 'send:WalletSend']);
    expect(featuresOn(bitcoin)).toEqual(['receive:WalletReceive']);
  });
});
