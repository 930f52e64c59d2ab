import { describe, expect, it } from 'vitest';
import { cloudRpcUrl } from '../cloud/client/cloudRpc.js';
import { bitcoin } from '../domain/networks/bitcoin.js';
import { porticoDevnet } from '../domain/networks/devnet.js';
import { ethereum, sepolia } from '../domain/networks/ethereum.js';
import { solana } from '../domain/networks/solana.js';
import { constants } from '../shared/constants.js';
import type { PorticoOptions } from './porticoOptions.js';
import { resolveOptions } from './resolveOptions.js';

const devnet = porticoDevnet(8545);
// `networks` is optional (§9); the cast spares the test a wait on the option type.
const withoutNetworks = { projectId: 'p' } as PorticoOptions;

describe('resolveOptions: the default network (§9 Default chain eip155:1)', () => {
  it('§9 without networks the dApp is on Ethereum mainnet, which is the default', () => {
    const options = resolveOptions(withoutNetworks);
    expect(options.networks).toEqual([ethereum]);
    expect(options.defaultNetwork.caipNetworkId).toBe(constants.defaultChain);
  });

  it('§9 without defaultNetwork the default is eip155:1 when configured, wherever it is listed', () => {
    const options = resolveOptions({ projectId: 'p', networks: [sepolia, solana, ethereum] });
    expect(options.defaultNetwork).toBe(ethereum);
  });

  it('without defaultNetwork and without eip155:1 the default is the first network', () => {
    expect(resolveOptions({ projectId: 'p', networks: [devnet, sepolia] }).defaultNetwork).toBe(devnet);
  });

  it('a configured defaultNetwork wins over eip155:1; one that is not configured falls back to the first', () => {
    expect(
      resolveOptions({ projectId: 'p', networks: [ethereum, sepolia], defaultNetwork: sepolia })
        .defaultNetwork,
    ).toBe(sepolia);
    expect(
      resolveOptions({ projectId: 'p', networks: [devnet, ethereum], defaultNetwork: solana }).defaultNetwork,
    ).toBe(devnet);
  });

  it('an empty networks list is still refused', () => {
    expect(() => resolveOptions({ projectId: 'p', networks: [] })).toThrow(
      'At least one network is required in the `networks` option',
    );
  });
});

describe('resolveOptions: the networks are read through the cloud’s RPC proxy only when a cloud is configured', () => {
  const cloud = {
    cloudUrl: 'http://127.0.0.1:4100',
    projectId: 'p1',
    sdkType: 'portico',
    sdkVersion: '0.1.0',
  };

  it('with cloudUrl and a project id: every eip155 and solana network, the default network too', () => {
    const options = resolveOptions({
      projectId: 'p1',
      cloudUrl: cloud.cloudUrl,
      networks: [devnet, solana, bitcoin],
    });
    const [routedDevnet, routedSolana, routedBitcoin] = options.networks;
    expect(routedDevnet?.rpcUrls.cloud?.http).toEqual([cloudRpcUrl(cloud, devnet.caipNetworkId)]);
    expect(routedSolana?.rpcUrls.cloud?.http).toEqual([cloudRpcUrl(cloud, solana.caipNetworkId)]);
    expect(routedBitcoin).toBe(bitcoin);
    expect(options.defaultNetwork).toBe(routedDevnet);
  });

  it('the sdk type and version given in the options are the ones the proxy is told', () => {
    const options = resolveOptions({
      projectId: 'p1',
      cloudUrl: cloud.cloudUrl,
      networks: [devnet],
      sdkType: 'x',
      sdkVersion: '9',
    });
    expect(options.networks[0]?.rpcUrls.cloud?.http).toEqual([
      cloudRpcUrl({ ...cloud, sdkType: 'x', sdkVersion: '9' }, devnet.caipNetworkId),
    ]);
  });

  it('without a cloud, or without a project id, the networks are as given', () => {
    expect(resolveOptions({ projectId: 'p1', networks: [devnet] }).networks).toEqual([devnet]);
    expect(resolveOptions({ projectId: ' ', cloudUrl: cloud.cloudUrl, networks: [devnet] }).networks).toEqual(
      [devnet],
    );
  });
});
