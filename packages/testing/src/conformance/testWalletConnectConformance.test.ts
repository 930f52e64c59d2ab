import { generatePrivateKey } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { randomSecretKey } from '../solana/test/keys.js';
import { createDapp, nextDappEvent, propose, requestSignIn } from '../walletConnect/test/dapp.js';
import { relaySuite } from '../walletConnect/test/relaySuite.js';
import { createWalletConnectTestWallet } from '../walletConnect/walletConnectTestWallet.js';
import { memoryNetworks } from './test/memoryHarness.js';
import { testWalletConnectConformance } from './testWalletConnectConformance.js';

const solanaDevnet = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const namespaces = { eip155: { chains: ['eip155:1'], methods: ['personal_sign'] } };

describe('testWalletConnectConformance, through Portico Cloud’s relay', () => {
  const suite = relaySuite();
  const { wallets, dapps } = suite;

  const start = async (evmKeys = 2) => {
    const rpcUrl = `${suite.cloud.url}/no-rpc`;
    const wallet = await createWalletConnectTestWallet({
      relayUrl: suite.cloud.relayUrl,
      evm: {
        privateKeys: Array.from({ length: evmKeys }, () => generatePrivateKey()),
        chains: memoryNetworks.map((network) => ({ chainId: Number(network.id), rpcUrl })),
      },
      solana: { secretKeys: [randomSecretKey().secretKey], chains: [{ id: solanaDevnet, rpcUrl }] },
    });
    const dapp = await createDapp(suite.cloud.relayUrl);
    wallets.push(wallet);
    dapps.push(dapp);
    return { wallet, dapp };
  };

  it('a prompt is a session proposal: held, counted, approved or refused with the suite’s code', async () => {
    const { wallet, dapp } = await start();
    const subject = testWalletConnectConformance(wallet, 'walletConnect');
    expect([subject.connectorId, subject.address(), subject.remote]).toEqual([
      'walletConnect',
      wallet.evmAddress,
      true,
    ]);

    subject.holdNextPrompt();
    const approved = await propose(dapp, namespaces);
    await wallet.pair(approved.uri);
    await expect.poll(() => [subject.openPrompts(), subject.promptCount()]).toEqual([1, 1]);
    subject.approvePrompts();
    expect((await approved.approval()).namespaces.eip155?.accounts).toEqual([
      `eip155:1:${subject.address()}`,
    ]);

    subject.holdNextPrompt();
    const refused = await propose(dapp, namespaces);
    await wallet.pair(refused.uri);
    await expect.poll(() => subject.openPrompts()).toBe(1);
    subject.rejectPrompts(4001);
    await expect(refused.approval()).rejects.toMatchObject({ code: 4001 });
    expect([subject.openPrompts(), subject.promptCount()]).toEqual([0, 2]);
  });

  it('a one-click authentication request is a prompt too: held, counted, approved or refused', async () => {
    const { wallet, dapp } = await start();
    const subject = testWalletConnectConformance(wallet, 'walletConnect');
    const signIn = () =>
      requestSignIn(dapp, { chains: ['eip155:1'], methods: ['personal_sign'], nonce: 'conformance12345' });

    subject.holdNextPrompt();
    const approved = await signIn();
    await wallet.pair(approved.uri);
    await expect.poll(() => [subject.openPrompts(), subject.promptCount()]).toEqual([1, 1]);
    subject.approvePrompts();
    expect((await approved.response()).auths?.[0]?.p.iss).toBe(`did:pkh:eip155:1:${subject.address()}`);

    subject.holdNextPrompt();
    const refused = await signIn();
    await wallet.pair(refused.uri);
    await expect.poll(() => subject.openPrompts()).toBe(1);
    subject.rejectPrompts(4001);
    await expect(refused.response()).rejects.toBeDefined();
    expect([subject.openPrompts(), subject.promptCount()]).toEqual([0, 2]);
  });

  it('changes network and account in the wallet at once and tells the dApp; revoke deletes the session', async () => {
    const { wallet, dapp } = await start();
    const subject = testWalletConnectConformance(wallet, 'walletConnect');
    const { uri, approval } = await propose(dapp, namespaces);
    await wallet.pair(uri);
    const { topic } = await approval();

    const chainChanged = nextDappEvent(dapp, 'session_event');
    subject.changeNetwork?.(memoryNetworks[1]);
    expect(wallet.chainId).toBe(memoryNetworks[1].id);
    expect((await chainChanged).params.chainId).toBe(memoryNetworks[1].caipNetworkId);

    const previous = subject.address();
    const accountsChanged = nextDappEvent(dapp, 'session_event');
    subject.changeAccount?.();
    expect(subject.address()).not.toBe(previous);
    expect((await accountsChanged).params.event.data).toEqual([`eip155:10:${subject.address()}`]);

    const deleted = nextDappEvent(dapp, 'session_delete');
    subject.revoke();
    expect((await deleted).topic).toBe(topic);
  });

  it('has no changeAccount with one account, and no changeNetwork in solana', async () => {
    const { wallet } = await start(1);
    expect(testWalletConnectConformance(wallet, 'wc').changeAccount).toBeUndefined();
    const solana = testWalletConnectConformance(wallet, 'wc', 'solana');
    expect(solana.address()).toBe(wallet.solanaAddress);
    expect(solana.changeNetwork).toBeUndefined();
  });
});
