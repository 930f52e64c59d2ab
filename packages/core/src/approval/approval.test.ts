import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbeddedRequest, EmbeddedRequestGate } from '../embedded/embeddedWalletSource.js';
import { setupEmbedded } from '../embedded/test/setupEmbedded.js';
import { PorticoError } from '../errors/PorticoError.js';
import { selectPendingApproval } from './selectors.js';
import { UserRejectedRequestError } from './userRejectedRequest.js';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sign: EmbeddedRequest = {
  namespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  method: 'personal_sign',
  params: ['0x48656c6c6f', '0xa11ce'],
};
const send: EmbeddedRequest = {
  namespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  method: 'eth_sendTransaction',
  params: [{ to: '0xb0b', value: '0xde0b6b3a7640000' }],
};

/** The gate the source was handed, its module loaded by a first safe request. */
async function gated() {
  const parts = await setupEmbedded();
  const gate = parts.fake.gate() as EmbeddedRequestGate;
  await gate({ ...sign, method: 'eth_blockNumber' }, async () => '0x1');
  return { ...parts, gate };
}

describe('the request gate (§4 embedded-wallet requests) [§5 rpc-safety]', () => {
  it('§5 a safe request runs at once, without a view', async () => {
    const { portico, gate } = await gated();
    const run = vi.fn(async () => '0x1');
    await expect(gate({ ...sign, method: 'eth_chainId', params: [] }, run)).resolves.toBe('0x1');
    expect(run).toHaveBeenCalledOnce();
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§4 an unsafe request opens ApproveTransaction with its summary; Approve resolves with the result, refreshes the balance and closes', async () => {
    const { portico, gate, evmAdapter } = await gated();
    const run = vi.fn(async () => '0xsignature');
    const result = gate(sign, run);
    const state = portico.getState();
    expect(state.modal.open).toBe(true);
    expect(state.router.view).toBe('ApproveTransaction');
    await vi.waitFor(() =>
      expect(selectPendingApproval(portico.getState())?.summary).toEqual({
        title: 'Sign message',
        rows: [{ label: 'Message', value: 'Hello' }],
      }),
    );
    expect(run).not.toHaveBeenCalled();
    const balanceReads = evmAdapter.calls.filter((call) => call.startsWith('getBalance')).length;
    await portico.approveRequest();
    await expect(result).resolves.toBe('0xsignature');
    expect(evmAdapter.calls.filter((call) => call.startsWith('getBalance')).length).toBeGreaterThanOrEqual(
      balanceReads,
    );
    expect(portico.getState().modal.open).toBe(false);
    expect(portico.getState().approval.stack).toEqual([]);
  });

  it('§4 requests stack: the top shows; approving it pops the stack and shows the next', async () => {
    const { portico, gate } = await gated();
    const first = gate(sign, async () => 'signed');
    const second = gate(send, async () => '0xhash');
    await vi.waitFor(() =>
      expect(selectPendingApproval(portico.getState())?.summary?.title).toBe('Send transaction'),
    );
    expect(portico.getState().router.history).toHaveLength(1);
    await portico.approveRequest();
    await expect(second).resolves.toBe('0xhash');
    expect(portico.getState().modal.open).toBe(true);
    await vi.waitFor(() =>
      expect(selectPendingApproval(portico.getState())?.summary?.title).toBe('Sign message'),
    );
    await portico.approveRequest();
    await expect(first).resolves.toBe('signed');
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§4 a request while the modal shows another view is shown over it; a refusal goes back to that view', async () => {
    const { portico, gate } = await gated();
    await portico.open();
    const result = gate(sign, async () => 'signed');
    expect(portico.getState().router.history.map((route) => route.view)).toEqual([
      'Connect',
      'ApproveTransaction',
    ]);
    portico.rejectRequest();
    await expect(result).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    await expect(result).rejects.toBeInstanceOf(UserRejectedRequestError);
    expect(portico.getState().router.view).toBe('Connect');
    expect(portico.getState().modal.open).toBe(true);
  });

  it('§4 a refusal with more requests waiting shows the next one', async () => {
    const { portico, gate } = await gated();
    const first = gate(sign, async () => 'signed');
    const second = gate(send, async () => '0xhash');
    portico.rejectRequest();
    await expect(second).rejects.toMatchObject({ code: 4001 });
    expect(portico.getState().router.view).toBe('ApproveTransaction');
    portico.rejectRequest();
    await expect(first).rejects.toMatchObject({ code: 4001 });
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§4 closing the modal rejects every request still waiting', async () => {
    const { portico, gate } = await gated();
    const first = gate(sign, async () => 'signed');
    const second = gate(send, async () => '0xhash');
    portico.close();
    await expect(first).rejects.toMatchObject({ code: 4001 });
    await expect(second).rejects.toMatchObject({ code: 4001 });
    expect(portico.getState().approval.stack).toEqual([]);
  });

  it('§4 a failure after approval: the dApp gets the error, the stack goes back, the error shows', async () => {
    const { portico, gate, log } = await gated();
    await portico.open();
    const result = gate(send, async () => {
      throw new Error('insufficient funds');
    });
    await portico.approveRequest();
    await expect(result).rejects.toThrow('insufficient funds');
    const state = portico.getState();
    expect(state.approval).toMatchObject({ stack: [], running: false, error: 'insufficient funds' });
    expect(state.router.view).toBe('Connect');
    expect(state.alerts.toast).toMatchObject({ message: 'insufficient funds', variant: 'error' });
    expect(log.messages('error')).toContain('The approved eth_sendTransaction request failed');
  });

  it('§4 a failure with requests still waiting stays on ApproveTransaction with the error', async () => {
    const { portico, gate } = await gated();
    const first = gate(sign, async () => 'signed');
    const second = gate(send, async () => {
      throw new Error('nonce too low');
    });
    await portico.approveRequest();
    await expect(second).rejects.toThrow('nonce too low');
    expect(portico.getState().router.view).toBe('ApproveTransaction');
    expect(portico.getState().approval.error).toBe('nonce too low');
    portico.rejectRequest();
    await expect(first).rejects.toMatchObject({ code: 4001 });
  });

  it('§4 Approve twice runs the request once; Approve and Reject with nothing waiting do nothing', async () => {
    const { portico, gate } = await gated();
    await portico.approveRequest();
    portico.rejectRequest();
    let release = (_value: string) => {};
    const run = vi.fn(
      () =>
        new Promise<string>((resolve) => {
          release = resolve;
        }),
    );
    const result = gate(sign, run);
    const approving = portico.approveRequest();
    expect(portico.getState().approval.running).toBe(true);
    await portico.approveRequest();
    portico.rejectRequest();
    release('signed');
    await approving;
    await expect(result).resolves.toBe('signed');
    expect(run).toHaveBeenCalledOnce();
  });

  it('§8 an unknown method: rejected with "Requested RPC call is not allowed", logged; 300 ms later "Action not allowed" in the opened modal', async () => {
    const { portico, gate, log } = await gated();
    vi.useFakeTimers();
    const run = vi.fn(async () => 'signed');
    await expect(gate({ ...sign, method: 'eth_sign' }, run)).rejects.toThrow(
      'Requested RPC call is not allowed',
    );
    expect(run).not.toHaveBeenCalled();
    expect(log.messages('error')).toContain('Requested RPC call is not allowed');
    vi.advanceTimersByTime(299);
    expect(portico.getState().alerts.toast).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(portico.getState().alerts.toast).toMatchObject({
      message: 'Action not allowed',
      variant: 'error',
    });
    expect(portico.getState().modal.open).toBe(true);
  });

  it('§4 a request whose parameters cannot be read shows them raw (logged)', async () => {
    const { portico, gate, log } = await gated();
    const pending = gate(
      { ...sign, method: 'eth_signTypedData_v4', params: ['0xa11ce', '{not json'] },
      async () => 'x',
    );
    await vi.waitFor(() =>
      expect(selectPendingApproval(portico.getState())?.summary).toEqual({
        title: 'Sign typed data',
        rows: [{ label: 'Parameters', value: '["0xa11ce","{not json"]' }],
      }),
    );
    expect(log.messages('warn')).toContain('The eth_signTypedData_v4 request could not be read');
    portico.close();
    await expect(pending).rejects.toMatchObject({ code: 4001 });
  });

  it('§8 a safe request that times out in the frame shows "Embedded Wallet Request Timed Out"', async () => {
    const { portico, gate } = await gated();
    const timeout = new PorticoError('FRAME_REQUEST_TIMEOUT');
    await expect(
      gate({ ...sign, method: 'eth_blockNumber' }, async () => Promise.reject(timeout)),
    ).rejects.toBe(timeout);
    expect(portico.getState().alerts.alert?.shortMessage).toBe('Embedded Wallet Request Timed Out');
  });

  it('§8 an approved request whose session expired: Session Expired, and the embedded wallet is disconnected', async () => {
    const { portico, gate, fake } = await gated();
    await portico.open();
    await portico.connectEmail('alice@example.com');
    await portico.submitEmailOtp('123456');
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
    const result = gate(sign, async () => Promise.reject(new PorticoError('SESSION_EXPIRED')));
    await portico.approveRequest();
    await expect(result).rejects.toThrow('Session Expired');
    expect(portico.getState().alerts.alert?.shortMessage).toBe('Session Expired');
    await vi.waitFor(() => expect(portico.getState().connection.connectorIds.eip155).toBeUndefined());
    expect(fake.calls).toContain('disconnect:auth');
  });

  it('§8 the embedded wallet reporting Session Expired outside a call shows the alert', async () => {
    const { portico, fake } = await gated();
    fake.base.emit({ type: 'error', connectorId: 'auth', error: new PorticoError('SESSION_EXPIRED') });
    expect(portico.getState().alerts.alert?.shortMessage).toBe('Session Expired');
  });

  it("§4 an ERC-20 transfer reads the token from the account's token list of the network", async () => {
    const token = {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:31337' as const,
      address: '0x00000000000000000000000000000000000000aa',
      decimals: 6,
      quantity: { decimals: '6', numeric: '1' },
    };
    const parts = await setupEmbedded({
      chainData: { balances: { '0xa11ce': [token] }, supportedChains: ['eip155:31337'] },
    });
    const { portico } = parts;
    const gate = parts.fake.gate() as EmbeddedRequestGate;
    await gate({ ...sign, method: 'eth_blockNumber' }, async () => '0x1');
    await portico.connect('io.metamask');
    await vi.waitFor(() => expect(portico.getState().accounts.eip155?.tokenBalance).toHaveLength(1));
    const amount = (1_500_000).toString(16).padStart(64, '0');
    const pending = gate(
      { ...send, params: [{ to: token.address, data: `0xa9059cbb${'b0b'.padStart(64, '0')}${amount}` }] },
      async () => '0xhash',
    );
    await vi.waitFor(() =>
      expect(selectPendingApproval(portico.getState())?.summary?.rows).toContainEqual({
        label: 'Amount',
        value: '1.5 USDC',
      }),
    );
    portico.close();
    await expect(pending).rejects.toMatchObject({ code: 4001 });
  });
});
