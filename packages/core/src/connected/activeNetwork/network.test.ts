import { describe, expect, it } from 'vitest';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import { ethereum, sepolia } from '../../domain/networks/ethereum.js';
import type { Network } from '../../domain/networks/network.js';
import { solana } from '../../domain/networks/solana.js';
import type { ViewName } from '../../modal/dialog/types.js';
import { type SwitchContext, switchRoute } from './switchRoute.js';
import { unsupportedNetwork } from './unsupportedNetwork.js';

describe('switchRoute (§2 switching network)', () => {
  it.each<[string, Network, Partial<SwitchContext>, ViewName | undefined]>([
    ['§2 the current network: nothing', ethereum, { connectedNamespaces: ['eip155'] }, undefined],
    ['§2 the current network even when forced: nothing', ethereum, { force: true }, undefined],
    [
      '§2 forced confirmation → SwitchNetwork',
      solana,
      { force: true, connectedNamespaces: ['eip155'] },
      'SwitchNetwork',
    ],
    [
      '§2 auth connector on a supported chain → SwitchNetwork',
      solana,
      { activeConnectorType: 'AUTH', connectedNamespaces: ['eip155'] },
      'SwitchNetwork',
    ],
    [
      '§2 connected on another namespace, not the target → SwitchActiveChain',
      solana,
      { connectedNamespaces: ['eip155'] },
      'SwitchActiveChain',
    ],
    [
      '§2 connected on both namespaces → SwitchNetwork',
      solana,
      { connectedNamespaces: ['eip155', 'solana'] },
      'SwitchNetwork',
    ],
    ['§2 same namespace → SwitchNetwork', sepolia, { connectedNamespaces: ['eip155'] }, 'SwitchNetwork'],
    ['§2 not connected → SwitchNetwork', solana, {}, 'SwitchNetwork'],
  ])('%s', (_rule, target, context, view) => {
    const route = switchRoute(target, { activeNetwork: ethereum, connectedNamespaces: [], ...context });
    expect(route?.view).toBe(view);
  });

  it('§2 SwitchActiveChain carries switchToChain, navigateTo Connect, navigateWithReplace and the network', () => {
    expect(switchRoute(solana, { activeNetwork: ethereum, connectedNamespaces: ['eip155'] })).toEqual({
      view: 'SwitchActiveChain',
      data: { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network: solana },
    });
  });
});

describe('unsupportedNetwork (§4 the unsupported-network placeholder)', () => {
  it.each<[ChainNamespace, number | string, string]>([
    ['eip155', 999, 'eip155:999'],
    ['solana', 'abc', 'solana:abc'],
  ])('§4 %s %s → %s', (namespace, chainId, caipNetworkId) => {
    expect(unsupportedNetwork(namespace, chainId)).toMatchObject({
      id: chainId,
      caipNetworkId,
      chainNamespace: namespace,
    });
  });
});
