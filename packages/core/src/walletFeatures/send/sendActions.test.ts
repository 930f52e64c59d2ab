import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCloudClient } from '../../cloud/client/cloudClient.js';
import { fakeCloud, json } from '../../cloud/client/test/fakeCloud.js';
import { accountHistoryPath, cloudPaths } from '../../cloud/wire/cloudPaths.js';
import type { TokenBalance } from '../../domain/chainAdapter/token.js';
import type { Transfer } from '../../domain/chainAdapter/transfer.js';
import { solana } from '../../domain/networks/solana.js';
import { createTestPortico, devnet, metamask, testnet } from '../../portico/test/setupPortico.js';

const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const hash = `0x${'ab'.repeat(32)}`;
const fee = 21_000n * 2_000_000_000n; // 0.000042 ETH

const pUsd: TokenBalance = {
  name: 'Portico USD',
  symbol: 'pUSD',
  chainId: devnet.caipNetworkId,
  address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
  decimals: 6,
  quantity: { decimals: '6', numeric: '1234.567891' },
  price: 1,
  value: 1234.567891,
};

async function setup({ cloud = false } = {}) {
  const fake = fakeCloud([], { supportedChains: [devnet.caipNetworkId] });
  fake.routes[accountHistoryPath('0xa11ce')] = () =>
    json({
      data: [
        {
          id: 'old',
          metadata: {
            minedAt: '2026-11-01T00:00:00Z',
            chain: devnet.caipNetworkId,
            operationType: 'receive',
            status: 'confirmed',
            sentFrom: bob,
            sentTo: '0xa11ce',
          },
          transfers: [{ quantity: { numeric: '1' }, fungible_info: { symbol: 'pUSD' }, direction: 'in' }],
        },
      ],
      next: null,
    });
  fake.routes[cloudPaths.profileAccount('bob.portico.eth')] = () =>
    json({
      name: 'bob.portico.eth',
      addresses: { '60': { address: bob } },
      attributes: { avatar: 'data:image/png;base64,AA' },
    });
  const created = createTestPortico(
    cloud
      ? {
          cloudUrl: 'http://cloud.test',
          createCloudClient: (o) => createCloudClient({ ...o, fetch: fake.fetch }),
          loadImage: async () => {},
        }
      : {},
  );
  const sent: Transfer[] = [];
  const estimated: Transfer[] = [];
  const adapter = created.evmAdapter;
  adapter.estimateTransfer = vi.fn(async ({ transfer }) => {
    estimated.push(transfer);
    return { fee, accountCreation: 0n };
  });
  adapter.sendTransfer = vi.fn(async ({ transfer }) => {
    sent.push(transfer);
    return hash;
  });
  await created.portico.ready;
  await created.portico.connect(metamask.id);
  await vi.advanceTimersByTimeAsync(0);
  const { portico } = created;
  const send = () => portico.getState().send;
  const fill = (token: TokenBalance | undefined, amount: string, receiver: string) => {
    if (token) portico.setSendToken(token);
    portico.setSendAmount(amount);
    portico.setSendReceiver(receiver);
  };
  return { ...created, sent, estimated, send, fill, view: () => portico.getState().router.view };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Send flow (§3 send state, §5 send rules)', () => {
  it('previews a token transfer with its fee, then sends 1.5 pUSD as 1500000 units and clears the form', async () => {
    const { portico, fill, send, view, sent, estimated } = await setup();
    await portico.open({ view: 'WalletSend' });
    fill(pUsd, '1.5', bob);
    await portico.previewSend();
    expect(send().error).toBeUndefined();
    expect(view()).toBe('WalletSendPreview');
    expect(send().fee).toEqual({ amount: '0.000042', symbol: 'ETH' });
    expect(estimated).toEqual([{ to: bob, tokenAddress: pUsd.address, decimals: 6, amount: 1_500_000n }]);

    await portico.confirmSend();
    expect(sent).toEqual([{ to: bob, tokenAddress: pUsd.address, decimals: 6, amount: 1_500_000n }]);
    expect(send()).toEqual({ loading: false, sent: { hash } });
  });

  it.each([
    ['§5 no amount', pUsd, '', bob, 'An amount and receiver address are required'],
    ['§5 no receiver', pUsd, '1', '', 'An amount and receiver address are required'],
    ['§5 a zero amount', pUsd, '0', bob, 'An amount and receiver address are required'],
    ['§5 EVM without a token', undefined, '1', bob, 'A token is required'],
    ['§5 not a decimal', pUsd, '1,5', bob, 'not a valid decimal number'],
    ['more decimals than the token has', pUsd, '1.0000001', bob, 'pUSD has 6 decimals: the amount has more'],
    ['a bad checksum', pUsd, '1', bob.replace('C51812', 'c51812'), 'Invalid address checksum'],
    ['no address', pUsd, '1', '0x1234', 'Enter a valid Portico Devnet address'],
    ['over the token balance', pUsd, '1234.567892', bob, 'Insufficient pUSD balance'],
    ['native over the balance', undefined, '1.23456789', bob, 'Not enough ETH for the network fee'],
  ])('%s is refused before the wallet is asked', async (_case, token, amount, receiver, message) => {
    const { portico, fill, send, view, sent } = await setup();
    await portico.open({ view: 'WalletSend' });
    const native = message.includes('network fee')
      ? {
          ...pUsd,
          name: 'Ether',
          symbol: 'ETH',
          address: undefined,
          decimals: 18,
          quantity: { decimals: '18', numeric: '1.23456789' },
        }
      : token;
    fill(native, amount, receiver);
    await portico.previewSend();
    expect(send().error).toBe(message);
    expect(view()).toBe('WalletSend');
    expect(sent).toEqual([]);
    // The form keeps what was typed.
    expect(send()).toMatchObject({ sendTokenAmount: amount, receiverAddress: receiver, loading: false });
  });

  it('§5 only eip155 and solana can send: another namespace’s adapter without transfers is Unsupported chain', async () => {
    const { portico, fill, send, evmAdapter } = await setup();
    evmAdapter.sendTransfer = undefined;
    evmAdapter.estimateTransfer = undefined;
    fill(pUsd, '1', bob);
    await portico.previewSend();
    expect(send().error).toBe('Unsupported chain');
  });

  it('max: the whole token balance, or the native balance less the fee', async () => {
    const { portico, send } = await setup();
    portico.setSendToken(pUsd);
    await portico.setMaxSendAmount();
    expect(send().sendTokenAmount).toBe('1234.567891');
    portico.setSendToken({
      ...pUsd,
      symbol: 'ETH',
      address: undefined,
      decimals: 18,
      quantity: { decimals: '18', numeric: '1.23456789' },
    });
    await portico.setMaxSendAmount();
    expect(send().sendTokenAmount).toBe('1.23452589');
  });

  it('a rejection in the wallet (4001) stays on the preview with the form filled in, and a retry sends', async () => {
    const { portico, fill, send, view, evmAdapter, sent } = await setup();
    await portico.open({ view: 'WalletSend' });
    fill(pUsd, '2', bob);
    await portico.previewSend();
    vi.mocked(evmAdapter.sendTransfer)?.mockRejectedValueOnce(
      Object.assign(new Error('User rejected'), { code: 4001 }),
    );
    await portico.confirmSend();
    expect(view()).toBe('WalletSendPreview');
    expect(send()).toMatchObject({
      error: 'The transaction was rejected in the wallet',
      sendTokenAmount: '2',
      receiverAddress: bob,
      loading: false,
    });
    await portico.confirmSend();
    expect(sent).toHaveLength(1);
    expect(send().sent?.hash).toBe(hash);
  });

  it('a fee that rose since the preview beyond the native balance stops the send before the wallet is asked', async () => {
    const { portico, fill, send, view, sent, evmAdapter } = await setup();
    await portico.open({ view: 'WalletSend' });
    fill(pUsd, '2', bob);
    await portico.previewSend();
    expect(view()).toBe('WalletSendPreview');
    vi.mocked(evmAdapter.estimateTransfer)?.mockResolvedValueOnce({
      fee: 2n * 10n ** 18n,
      accountCreation: 0n,
    });
    await portico.confirmSend();
    expect(send()).toMatchObject({ error: 'Not enough ETH for the network fee', sendTokenAmount: '2' });
    expect(sent).toEqual([]);
  });

  it('§5 a transaction hash that is not 0x and 64 hex characters is refused', async () => {
    const { portico, fill, send, evmAdapter } = await setup();
    fill(pUsd, '2', bob);
    vi.mocked(evmAdapter.sendTransfer)?.mockResolvedValueOnce('0x1234');
    await portico.confirmSend();
    expect(send()).toMatchObject({
      error: 'Invalid transaction hash',
      sendTokenAmount: '2',
    });
  });

  it('sends to a name resolved through the cloud, showing the receiver’s profile', async () => {
    const { portico, fill, send, sent } = await setup({ cloud: true });
    fill(pUsd, '1', 'bob.portico.eth');
    await portico.resolveSendReceiver();
    expect(send()).toMatchObject({
      resolvedReceiver: bob,
      receiverProfileName: 'bob.portico.eth',
      receiverProfileImage: 'data:image/png;base64,AA',
    });
    await portico.previewSend();
    await portico.confirmSend();
    expect(sent[0]?.to).toBe(bob);
  });

  it('a name with no address is refused', async () => {
    const { portico, fill, send } = await setup({ cloud: true });
    fill(pUsd, '1', 'nobody.portico.eth');
    await portico.resolveSendReceiver();
    await portico.previewSend();
    expect(send().error).toBe('No address found for nobody.portico.eth');
  });

  it('§4 after a send the balances are read again', async () => {
    const { portico, fill, evmAdapter } = await setup();
    fill(pUsd, '2', bob);
    const before = evmAdapter.calls.filter((call) => call.startsWith('getBalance')).length;
    await portico.confirmSend();
    expect(evmAdapter.calls.filter((call) => call.startsWith('getBalance')).length).toBe(before + 1);
  });

  it('after a send the Activity list starts over, so that its next fetch shows the new transaction first', async () => {
    const { portico, fill, send } = await setup({ cloud: true });
    await portico.fetchTransactions();
    expect(portico.getState().activity.transactions.map((t) => t.id)).toEqual(['old']);
    fill(pUsd, '2', bob);
    await portico.confirmSend();
    expect(send().sent?.hash).toBe(hash);
    expect(portico.getState().activity).toMatchObject({ transactions: [], loading: false });
  });

  it('§4 the send state resets when the namespace switches', async () => {
    const { portico, fill, send } = await setup();
    fill(pUsd, '2', bob);
    await portico.switchActiveNetwork(testnet);
    expect(send().sendTokenAmount).toBe('2');
    await portico.switchActiveNetwork(solana);
    expect(send()).toEqual({ loading: false });
  });
});
