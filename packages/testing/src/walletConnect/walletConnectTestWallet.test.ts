import type { RunningCloud } from '@portico/cloud';
import { createLogger } from '@portico/core';
import {
  getBase58Decoder,
  getBase58Encoder,
  getPublicKeyFromAddress,
  address as solanaAddress,
  verifySignature,
} from '@solana/kit';
import { type Hex, stringToHex, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loopbackOnly } from '../loopbackOnly.js';
import { randomSecretKey } from '../solana/test/keys.js';
import { createDapp, type Dapp, nextDappEvent, propose } from './test/dapp.js';
import { startRelayCloud } from './test/relayCloud.js';
import type { WalletConnectTestWalletConfig } from './types.js';
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from './walletConnectTestWallet.js';

const hosted = loopbackOnly();
const solanaDevnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const evmKeys = [generatePrivateKey(), generatePrivateKey()];
const solanaKeys = [randomSecretKey(), randomSecretKey()];
const evmMethods = ['personal_sign', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'];
const solanaMethods = ['solana_signMessage'];

describe('the WalletConnect test wallet, with a dApp on sign-client through Portico Cloud’s relay', () => {
  let relay: Awaited<ReturnType<typeof startRelayCloud>>;
  let cloud: RunningCloud;
  const wallets: WalletConnectTestWallet[] = [];
  const dapps: Dapp[] = [];

  beforeAll(async () => {
    relay = await startRelayCloud();
    cloud = relay.cloud;
  });
  afterEach(async () => {
    await Promise.all(wallets.splice(0).map((wallet) => wallet.close()));
    await Promise.all(dapps.splice(0).map((dapp) => dapp.core.relayer.transportClose()));
  });
  afterAll(async () => {
    await relay?.stop();
    expect(hosted.refused).toEqual([]);
  });

  const start = async (config: Partial<WalletConnectTestWalletConfig> = {}) => {
    const wallet = await createWalletConnectTestWallet({
      relayUrl: cloud.relayUrl,
      evm: {
        privateKeys: evmKeys,
        chains: [
          { chainId: 1, rpcUrl: `${cloud.url}/no-rpc` },
          { chainId: 2, rpcUrl: `${cloud.url}/no-rpc` },
        ],
      },
      solana: {
        secretKeys: solanaKeys.map(({ secretKey }) => secretKey),
        chains: [{ id: solanaDevnet, rpcUrl: `${cloud.url}/no-rpc` }],
      },
      ...config,
    });
    const dapp = await createDapp(cloud.relayUrl);
    wallets.push(wallet);
    dapps.push(dapp);
    return { wallet, dapp };
  };
  const connect = async (
    wallet: WalletConnectTestWallet,
    dapp: Dapp,
    namespaces: Parameters<typeof propose>[1] = {
      eip155: { chains: ['eip155:1'], methods: evmMethods },
      solana: { chains: [solanaDevnet], methods: solanaMethods },
    },
  ) => {
    const { uri, approval } = await propose(dapp, namespaces);
    await wallet.pair(uri);
    return approval();
  };
  const personalSign = (dapp: Dapp, topic: string, address: Hex, text: string) =>
    dapp.request<Hex>({
      topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [stringToHex(text), address] },
    });

  it('pairs, approves the requested chains it has with its current accounts, and signs for eip155 and solana', async () => {
    const { wallet, dapp } = await start();
    const session = await connect(wallet, dapp, {
      eip155: { chains: ['eip155:1', 'eip155:2', 'eip155:999'], methods: [...evmMethods, 'eth_unknown'] },
      solana: { chains: [solanaDevnet], methods: solanaMethods },
    });
    const evm = privateKeyToAccount(evmKeys[0] as Hex).address;
    expect(session.namespaces.eip155).toEqual({
      chains: ['eip155:1', 'eip155:2'],
      methods: evmMethods,
      events: ['accountsChanged', 'chainChanged'],
      accounts: [`eip155:1:${evm}`, `eip155:2:${evm}`],
    });
    expect(session.namespaces.solana?.accounts).toEqual([`${solanaDevnet}:${solanaKeys[0]?.address}`]);
    expect(wallet.proposals.map((proposal) => proposal.proposer.metadata.name)).toEqual(['dapp']);

    const signature = await personalSign(dapp, session.topic, evm, 'Hello over WalletConnect');
    expect(await verifyMessage({ address: evm, message: 'Hello over WalletConnect', signature })).toBe(true);

    const message = new TextEncoder().encode('Hello, Solana');
    const signer = solanaKeys[0]?.address as string;
    const answer = await dapp.request<{ signature: string }>({
      topic: session.topic,
      chainId: solanaDevnet,
      request: {
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(message), pubkey: signer },
      },
    });
    const publicKey = await getPublicKeyFromAddress(solanaAddress(signer));
    const bytes = getBase58Encoder().encode(answer.signature);
    expect(await verifySignature(publicKey, bytes as Parameters<typeof verifySignature>[1], message)).toBe(
      true,
    );
    expect(wallet.log.map(({ method, chainId }) => [method, chainId])).toEqual([
      ['personal_sign', 'eip155:1'],
      ['solana_signMessage', solanaDevnet],
    ]);
  });

  it('rejects the next proposal with the code given (5000 by default)', async () => {
    const { wallet, dapp } = await start();
    wallet.rejectNextProposal();
    await expect(connect(wallet, dapp)).rejects.toMatchObject({ code: 5000, message: 'User rejected.' });
    wallet.rejectNextProposal(4001);
    await expect(connect(wallet, dapp)).rejects.toMatchObject({ code: 4001 });
    expect(wallet.sessions).toEqual([]);
    expect(wallet.proposals).toHaveLength(2);
  });

  it('rejects a proposal for none of its chains with 5100', async () => {
    const { wallet, dapp } = await start({ logger: createLogger({ level: 'silent' }) });
    const { uri, approval } = await propose(dapp, {
      eip155: { chains: ['eip155:999'], methods: evmMethods },
    });
    await wallet.pair(uri);
    await expect(approval()).rejects.toMatchObject({ code: 5100 });
  });

  it('holds a proposal until the test approves or rejects it', async () => {
    const { wallet, dapp } = await start();
    wallet.holdNextProposal();
    wallet.holdNextProposal();
    const first = await propose(dapp, { eip155: { chains: ['eip155:1'], methods: evmMethods } });
    const arrived = wallet.nextProposal();
    await wallet.pair(first.uri);
    expect((await arrived).proposer.metadata.name).toBe('dapp');
    expect(wallet.heldProposals).toHaveLength(1);
    const session = await wallet.approveProposal();
    expect((await first.approval()).topic).toBe(session.topic);
    expect(wallet.heldProposals).toEqual([]);

    const second = await propose(dapp, { eip155: { chains: ['eip155:1'], methods: evmMethods } });
    const held = wallet.nextProposal();
    await wallet.pair(second.uri);
    await held;
    await wallet.rejectProposal(4001);
    await expect(second.approval()).rejects.toMatchObject({ code: 4001 });
    await expect(wallet.approveProposal()).rejects.toThrow('No connection request is held');
  });

  it('rejects the next request (of a method) with 4001, and holds one until released', async () => {
    const { wallet, dapp } = await start();
    const { topic } = await connect(wallet, dapp);
    const address = wallet.evmAddress as Hex;
    wallet.rejectNextRequest(4001, 'personal_sign');
    await expect(personalSign(dapp, topic, address, 'no')).rejects.toMatchObject({ code: 4001 });
    await expect(personalSign(dapp, topic, wallet.evmAddresses[1] as Hex, 'not mine')).rejects.toMatchObject({
      code: 4100,
    });

    wallet.holdNextRequest('personal_sign');
    const signing = personalSign(dapp, topic, address, 'later');
    await expect.poll(() => wallet.heldRequests.length).toBe(1);
    expect(wallet.releaseRequests()).toBe(1);
    expect(await verifyMessage({ address, message: 'later', signature: await signing })).toBe(true);
  });

  it('switchChain adds the chain to the session and emits chainChanged; a dApp switch request is answered', async () => {
    const { wallet, dapp } = await start();
    const { topic } = await connect(wallet, dapp);
    const updated = nextDappEvent(dapp, 'session_update');
    const changed = nextDappEvent(dapp, 'session_event');
    await wallet.switchChain(2);
    expect((await updated).params.namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:2']);
    expect((await changed).params).toEqual({
      chainId: 'eip155:2',
      event: { name: 'chainChanged', data: 2 },
    });
    expect(wallet.chainId).toBe(2);

    const back = nextDappEvent(dapp, 'session_event');
    await dapp.request({
      topic,
      chainId: 'eip155:2',
      request: { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] },
    });
    expect((await back).params.chainId).toBe('eip155:1');
    await expect(wallet.switchChain(999)).rejects.toThrow('no EVM chain 999');
  });

  it('changeAccount updates the session’s accounts and emits accountsChanged, per namespace', async () => {
    const { wallet, dapp } = await start();
    await connect(wallet, dapp);
    const second = wallet.evmAddresses[1] as Hex;
    const updated = nextDappEvent(dapp, 'session_update');
    const changed = nextDappEvent(dapp, 'session_event');
    await wallet.changeAccount(1);
    expect((await updated).params.namespaces.eip155?.accounts).toEqual([`eip155:1:${second}`]);
    expect((await changed).params.event).toEqual({ name: 'accountsChanged', data: [`eip155:1:${second}`] });

    const solanaChanged = nextDappEvent(dapp, 'session_event');
    await wallet.changeAccount(1, 'solana');
    expect((await solanaChanged).params).toEqual({
      chainId: solanaDevnet,
      event: { name: 'accountsChanged', data: [`${solanaDevnet}:${solanaKeys[1]?.address}`] },
    });
    await expect(wallet.changeAccount(2)).rejects.toThrow('no account 2');
  });

  it('disconnect deletes the session on both sides', async () => {
    const { wallet, dapp } = await start();
    const { topic } = await connect(wallet, dapp);
    const deleted = nextDappEvent(dapp, 'session_delete');
    await wallet.disconnect();
    expect((await deleted).topic).toBe(topic);
    expect(wallet.sessions).toEqual([]);
  });

  it('a wallet with Solana only approves the solana namespace', async () => {
    const { wallet, dapp } = await start({ evm: undefined });
    const session = await connect(wallet, dapp);
    expect(Object.keys(session.namespaces)).toEqual(['solana']);
    expect(wallet.evmAddress).toBeUndefined();
    await expect(wallet.switchChain(1)).rejects.toThrow('no EVM accounts');
  });
});
