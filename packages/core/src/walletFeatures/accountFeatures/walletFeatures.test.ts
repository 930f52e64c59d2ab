import { describe, expect, it } from 'vitest';
import { bitcoin } from '../../domain/networks/bitcoin.js';
import { porticoDevnet } from '../../domain/networks/devnet.js';
import { solana } from '../../domain/networks/solana.js';
import type { Features } from '../../instance/features.js';
import { createPortico } from '../../portico/createPortico.js';
import { selectWalletFeatures } from './walletFeatures.js';

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

describe('selectWalletFeatures: the Account view’s wallet features (§9)', () => {
  it('§9 defaults: receive and send on, in that order', () => {
    expect(featuresOn(porticoDevnet())).toEqual(['receive:WalletReceive', 'send:WalletSend']);
  });

  it('§9 order onramp, swaps, receive, send when all are on', () => {
    expect(featuresOn(porticoDevnet(), { onramp: true, swaps: true })).toEqual([
      'onramp:OnRampProviders',
      'swaps:Swap',
      'receive:WalletReceive',
      'send:WalletSend',
    ]);
  });

  it('each is hidden when its flag is off', () => {
    expect(featuresOn(porticoDevnet(), { send: false })).toEqual(['receive:WalletReceive']);
    expect(featuresOn(porticoDevnet(), { receive: false, send: false })).toEqual([]);
  });

  it('§9 only where the namespace has the feature: no swaps on Solana, no send or onramp on Bitcoin', () => {
    expect(featuresOn(solana, { onramp: true, swaps: true })).toEqual([
      'onramp:OnRampProviders',
      'receive:WalletReceive',
      'send:WalletSend',
    ]);
    expect(featuresOn(bitcoin, { onramp: true, swaps: true })).toEqual(['receive:WalletReceive']);
  });
});
