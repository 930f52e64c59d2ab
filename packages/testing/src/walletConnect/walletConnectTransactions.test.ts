import type { CaipNetworkId } from '@portico/core';
import { type Devnet, type DevnetChain, startDevnet } from '@portico/devnet';
import { getBase64Decoder } from '@solana/kit';
import { createPublicClient, type Hex, http, numberToHex, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackOnly } from '../loopbackOnly.js';
import { lamportsOf, unsignedTransfer } from '../solana/test/solanaChain.js';
import { createDapp, type Dapp, propose } from './test/dapp.js';
import { startRelayCloud } from './test/relayCloud.js';
import { createWalletConnectTestWallet, type WalletConnectTestWallet } from './walletConnectTestWallet.js';

const hosted = loopbackOnly();

describe('the WalletConnect test wallet sends transactions to the devnet for the dApp', () => {
  let devnet: Devnet;
  let relay: Awaited<ReturnType<typeof startRelayCloud>>;
  let wallet: WalletConnectTestWallet;
  let dapp: Dapp;
  let topic: string;
  let chain: DevnetChain;
  let solanaChainId: CaipNetworkId;
  let solanaRpcUrl: string;

  beforeAll(async () => {
    // Short slots: 'confirmed' is one slot behind the tip.
    devnet = await startDevnet({
      ports: { porticoDevnet: 0, porticoTestnet: 0 },
      solana: { rpcPort: 0, slotMs: 50 },
    });
    relay = await startRelayCloud();
    chain = devnet.chains[0] as DevnetChain;
    const solana = devnet.solana as NonNullable<Devnet['solana']>;
    solanaChainId = solana.caipNetworkId;
    solanaRpcUrl = solana.rpcUrl;
    wallet = await createWalletConnectTestWallet({
      relayUrl: relay.cloud.relayUrl,
      evm: {
        privateKeys: [devnet.accounts[2]?.privateKey as Hex],
        chains: [{ chainId: chain.chainId, rpcUrl: chain.rpcUrl }],
      },
      solana: {
        secretKeys: [solana.accounts[1]?.secretKey as string],
        chains: [{ id: solanaChainId, rpcUrl: solanaRpcUrl }],
      },
    });
    dapp = await createDapp(relay.cloud.relayUrl);
    const { uri, approval } = await propose(dapp, {
      eip155: { chains: [`eip155:${chain.chainId}`], methods: ['eth_sendTransaction'] },
      solana: { chains: [solanaChainId], methods: ['solana_signAndSendTransaction'] },
    });
    await wallet.pair(uri);
    ({ topic } = await approval());
  });
  afterAll(async () => {
    await wallet?.close();
    await dapp?.core.relayer.transportClose();
    await relay?.stop();
    await devnet?.stop();
    expect(hosted.refused).toEqual([]);
  });

  it('eth_sendTransaction: signed with the devnet key, sent to the chain, mined', async () => {
    const recipient = '0x000000000000000000000000000000000000bEEF';
    const hash = await dapp.request<Hex>({
      topic,
      chainId: `eip155:${chain.chainId}`,
      request: {
        method: 'eth_sendTransaction',
        params: [{ from: wallet.evmAddress, to: recipient, value: numberToHex(parseEther('0.002')) }],
      },
    });
    const client = createPublicClient({ transport: http(chain.rpcUrl) });
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 100 })).status).toBe('success');
    expect(await client.getBalance({ address: recipient })).toBeGreaterThanOrEqual(parseEther('0.002'));
  });

  it('solana_signAndSendTransaction: signed with the devnet key and sent to the cluster', async () => {
    const recipient = devnet.solana?.accounts[2]?.address as string;
    const before = await lamportsOf(solanaRpcUrl, recipient);
    const transfer = await unsignedTransfer(solanaRpcUrl, wallet.solanaAddress as string, recipient, 5_000n);
    const { signature } = await dapp.request<{ signature: string }>({
      topic,
      chainId: solanaChainId,
      request: {
        method: 'solana_signAndSendTransaction',
        params: { transaction: getBase64Decoder().decode(transfer) },
      },
    });
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    await expect.poll(() => lamportsOf(solanaRpcUrl, recipient), { timeout: 10_000 }).toBe(before + 5_000n);
  });
});
