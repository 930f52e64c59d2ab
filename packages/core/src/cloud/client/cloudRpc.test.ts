import { describe, expect, it } from 'vitest';
import { bitcoin } from '../../domain/networks/bitcoin.js';
import { ethereum } from '../../domain/networks/ethereum.js';
import { solana } from '../../domain/networks/solana.js';
import { cloudRpcUrl, preferredRpcUrl, throughCloudRpc } from './cloudRpc.js';

const cloud = { cloudUrl: 'http://127.0.0.1:4100', projectId: 'p1', sdkType: 'portico', sdkVersion: '0.1.0' };

describe('cloudRpcUrl: §7 POST /v1?chainId&projectId', () => {
  it('names the CAIP-2 network and carries the project id and sdk', () => {
    const url = new URL(cloudRpcUrl(cloud, 'eip155:1'));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4100/v1');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      chainId: 'eip155:1',
      projectId: 'p1',
      st: 'portico',
      sv: '0.1.0',
    });
  });

  it('keeps a base path, with or without a trailing slash', () => {
    for (const cloudUrl of ['https://api.example/portico', 'https://api.example/portico/']) {
      expect(cloudRpcUrl({ ...cloud, cloudUrl }, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toMatch(
        /^https:\/\/api\.example\/portico\/v1\?chainId=solana%3A5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&/,
      );
    }
  });
});

describe('throughCloudRpc', () => {
  it('adds the proxy as rpcUrls.cloud and keeps the network’s own URLs as they were', () => {
    const routed = throughCloudRpc(ethereum, cloud);
    expect(routed.rpcUrls.cloud).toEqual({ http: [cloudRpcUrl(cloud, 'eip155:1')] });
    expect(routed.rpcUrls.default).toBe(ethereum.rpcUrls.default);
    expect(routed.rpcUrls.chainDefault).toBe(ethereum.rpcUrls.chainDefault);
    expect(preferredRpcUrl(routed)).toBe(cloudRpcUrl(cloud, 'eip155:1'));
    expect(preferredRpcUrl(throughCloudRpc(solana, cloud))).toBe(cloudRpcUrl(cloud, solana.caipNetworkId));
  });

  it('leaves namespaces the proxy does not serve alone', () => {
    expect(throughCloudRpc(bitcoin, cloud)).toBe(bitcoin);
    expect(preferredRpcUrl(bitcoin)).toBe(bitcoin.rpcUrls.default.http[0]);
  });
});
