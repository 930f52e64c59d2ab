import { createLogger } from '@portico/core';
import { formatMessage } from '@walletconnect/utils';
import { type Hex, verifyMessage } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { createDapp, type Dapp, requestSignIn } from './test/dapp.js';
import { relaySuite } from './test/relaySuite.js';
import type { WalletConnectTestWalletConfig } from './types.js';
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from './walletConnectTestWallet.js';

const evmKey = generatePrivateKey();
const evmAddress = privateKeyToAccount(evmKey).address;
const methods = ['personal_sign', 'eth_sendTransaction'];
const nonce = 'oneClickNonce12345678901';

describe('the WalletConnect test wallet answers one-click authentication (wc_sessionAuthenticate, CAIP-222)', () => {
  const suite = relaySuite();
  const { wallets, dapps } = suite;

  const start = async (config: Partial<WalletConnectTestWalletConfig> = {}) => {
    const rpcUrl = `${suite.cloud.url}/no-rpc`;
    const wallet = await createWalletConnectTestWallet({
      relayUrl: suite.cloud.relayUrl,
      evm: { privateKeys: [evmKey], chains: [1, 2].map((chainId) => ({ chainId, rpcUrl })) },
      ...config,
    });
    const dapp = await createDapp(suite.cloud.relayUrl);
    wallets.push(wallet);
    dapps.push(dapp);
    return { wallet, dapp };
  };
  const signIn = async (
    wallet: WalletConnectTestWallet,
    dapp: Dapp,
    chains = ['eip155:2', 'eip155:1', 'eip155:999'],
  ) => {
    const { uri, response } = await requestSignIn(dapp, { chains, methods, nonce });
    await wallet.pair(uri);
    return response();
  };

  it('signs in with its account on its current chain and opens the session the request’s methods make', async () => {
    const { wallet, dapp } = await start();
    const { auths, session } = await signIn(wallet, dapp);
    expect(auths).toHaveLength(1);
    const [cacao] = auths ?? [];
    if (!cacao) throw new Error('no CACAO');
    expect(cacao.p.iss).toBe(`did:pkh:eip155:1:${evmAddress}`);
    const message = formatMessage(cacao.p, cacao.p.iss);
    expect(parseSiweMessage(message)).toMatchObject({
      address: evmAddress,
      chainId: 1,
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173',
      version: '1',
      nonce,
    });
    expect(await verifyMessage({ address: evmAddress, message, signature: cacao.s.s as Hex })).toBe(true);

    expect(session?.namespaces.eip155?.accounts).toEqual([
      `eip155:1:${evmAddress}`,
      `eip155:2:${evmAddress}`,
    ]);
    expect(session?.namespaces.eip155?.methods).toEqual(methods);
    expect(wallet.sessions.map(({ topic }) => topic)).toEqual([session?.topic]);
    expect(wallet.authentications.map(({ authPayload }) => authPayload.nonce)).toEqual([nonce]);
    expect(wallet.proposals).toEqual([]);
  });

  it('the proposal controls reject and hold a one-click request too', async () => {
    const { wallet, dapp } = await start();
    wallet.rejectNextProposal();
    await expect(signIn(wallet, dapp)).rejects.toBe('User rejected.');

    wallet.holdNextProposal();
    const { uri, response } = await requestSignIn(dapp, { chains: ['eip155:1'], methods, nonce });
    const arrived = wallet.nextAuthentication();
    await wallet.pair(uri);
    expect((await arrived).authPayload.chains).toEqual(['eip155:1']);
    expect(wallet.heldAuthentications).toHaveLength(1);
    expect(wallet.heldProposals).toEqual([]);
    const session = await wallet.approveProposal();
    expect((await response()).session?.topic).toBe(session.topic);
    expect(wallet.heldAuthentications).toEqual([]);
  });

  it('refuses a request for none of its chains with 5100', async () => {
    const { wallet, dapp } = await start({ logger: createLogger({ level: 'silent' }) });
    await expect(signIn(wallet, dapp, ['eip155:999'])).rejects.toMatch(/No supported chains/);
  });

  it('without oneClickAuth, the dApp’s fallback proposal is approved: a session and no CACAO', async () => {
    const { wallet, dapp } = await start({ oneClickAuth: false });
    const { auths, session } = await signIn(wallet, dapp);
    expect(auths).toBeUndefined();
    expect(session?.namespaces.eip155?.accounts).toEqual([
      `eip155:2:${evmAddress}`,
      `eip155:1:${evmAddress}`,
    ]);
    expect(wallet.authentications).toEqual([]);
    expect(wallet.proposals).toHaveLength(1);
  });
});
