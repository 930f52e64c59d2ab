import { verifyMessage } from 'viem';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RunningCloud } from '../server.js';
import { dbPasses, startTestCloud, type TestDbLocation } from '../test/dbPasses.js';
import { loopbackOnly } from './test/loopbackOnly.js';
import { connect, personalSign } from './test/sessionFlow.js';
import {
  closeTransport,
  createDapp,
  createWallet,
  type Dapp,
  type Wallet,
} from './test/walletConnectClients.js';

const hosted = loopbackOnly();

describe.each(dbPasses)('relay with the WalletConnect SDKs on $name', (pass) => {
  const locations: TestDbLocation[] = [];
  const clouds: RunningCloud[] = [];
  const clients: Array<Dapp | Wallet> = [];
  const startCloud = async () => {
    const location = await pass.location();
    locations.push(location);
    const cloud = await startTestCloud(location);
    clouds.push(cloud);
    return cloud;
  };
  const track = <T extends Dapp | Wallet>(client: T) => {
    clients.push(client);
    return client;
  };
  afterEach(async () => {
    await Promise.all(clients.splice(0).map(closeTransport));
    await Promise.all(clouds.splice(0).map((cloud) => cloud.stop()));
  });
  afterAll(async () => {
    await Promise.all(locations.map((location) => location.dispose()));
    expect(hosted.refused).toEqual([]);
  });

  it('pairs, carries the proposal and the approval, and a personal_sign answered by the wallet', async () => {
    const cloud = await startCloud();
    const dapp = track(await createDapp(cloud.relayUrl));
    const wallet = track(await createWallet(cloud.relayUrl));
    const pair = await connect(dapp, wallet);
    expect(pair.walletTopic).toBe(pair.topic);
    expect(pair.proposal.params.proposer.metadata.name).toBe('dapp');
    expect(dapp.session.get(pair.topic).namespaces.eip155?.accounts).toEqual([`eip155:1:${pair.address}`]);

    const signature = await personalSign(dapp, pair, 'Hello from the dApp');
    expect(await verifyMessage({ address: pair.address, message: 'Hello from the dApp', signature })).toBe(
      true,
    );
  });
});
