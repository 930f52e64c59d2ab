import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  EmbeddedRequest,
  EmbeddedRequestGate,
} from '../../domain/connectorSource/embeddedWalletSource.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { ProviderRpcError } from '../../shared/errors/providerRpcError.js';
import { rpcErrorCodes } from '../../shared/errors/rpcErrorCodes.js';
import { setupEmbedded } from '../rules/test/setupEmbedded.js';
import { selectPendingApproval } from './selectors.js';

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

/** The secure frame's answer to a request, decided by the test as the visitor would in the frame. */
function frameAnswer<T>() {
  let answer: { resolve(value: T): void; reject(error: unknown): void } = {
    resolve: () => {},
    reject: () => {},
  };
  let signal: AbortSignal | undefined;
  const run = vi.fn(
    (given: AbortSignal) =>
      new Promise<T>((resolve, reject) => {
        signal = given;
        answer = { resolve, reject };
      }),
  );
  return { run, answer: () => answer, signal: () => signal };
}

describe('the request gate (§4 embedded-wallet requests) [§5 rpc-safety]', () => {
  it('§5 a safe request runs at once, without a view', async () => {
    const { portico, gate } = await gated();
    const run = vi.fn(async () => '0x1');
    await expect(gate({ ...sign, method: 'eth_chainId', params: [] }, run)).resolves.toBe('0x1');
    expect(run).toHaveBeenCalledOnce();
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§4 an unsafe request opens ApproveTransaction and goes to the frame at once, which asks the visitor; its approval there resolves, refreshes the balance and closes', async () => {
    const { portico, gate, evmAdapter } = await gated();
    const frame = frameAnswer<string>();
    const result = gate(sign, frame.run);
    const state = portico.getState();
    expect(state.modal.open).toBe(true);
    expect(state.router.view).toBe('ApproveTransaction');
    expect(selectPendingApproval(portico.getState())?.request).toEqual(sign);
    // The page holds no approval of its own: the request is already with the frame.
    expect(frame.run).toHaveBeenCalledOnce();
    const balanceReads = evmAdapter.calls.filter((call) => call.startsWith('getBalance')).length;
    frame.answer().resolve('0xsignature');
    await expect(result).resolves.toBe('0xsignature');
    expect(evmAdapter.calls.filter((call) => call.startsWith('getBalance')).length).toBeGreaterThanOrEqual(
      balanceReads,
    );
    expect(portico.getState().modal.open).toBe(false);
    expect(portico.getState().approval.stack).toEqual([]);
  });

  it('§4 a request asked from a view of the modal (its own flow, as the Swap view) goes back to that view once approved', async () => {
    const { portico, gate } = await gated();
    portico.open({ view: 'Networks' });
    const frame = frameAnswer<string>();
    const result = gate(send, frame.run);
    expect(portico.getState().router.view).toBe('ApproveTransaction');
    frame.answer().resolve('0xhash');
    await expect(result).resolves.toBe('0xhash');
    expect(portico.getState().modal.open).toBe(true);
    expect(portico.getState().router.view).toBe('Networks');
  });

  it('§4 requests stack: the top shows; one answered pops the stack and shows the next', async () => {
    const { portico, gate } = await gated();
    const signing = frameAnswer<string>();
    const sending = frameAnswer<string>();
    const first = gate(sign, signing.run);
    const second = gate(send, sending.run);
    expect(selectPendingApproval(portico.getState())?.request.method).toBe('eth_sendTransaction');
    expect(portico.getState().router.history).toHaveLength(1);
    sending.answer().resolve('0xhash');
    await expect(second).resolves.toBe('0xhash');
    expect(portico.getState().modal.open).toBe(true);
    expect(selectPendingApproval(portico.getState())?.request.method).toBe('personal_sign');
    signing.answer().resolve('signed');
    await expect(first).resolves.toBe('signed');
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§4 a request while the modal shows another view is shown over it; a refusal in the frame goes back to that view', async () => {
    const { portico, gate } = await gated();
    await portico.open();
    const frame = frameAnswer<string>();
    const result = gate(sign, frame.run);
    expect(portico.getState().router.history.map((route) => route.view)).toEqual([
      'Connect',
      'ApproveTransaction',
    ]);
    frame.answer().reject(new ProviderRpcError(rpcErrorCodes.userRejected));
    await expect(result).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    await expect(result).rejects.toBeInstanceOf(ProviderRpcError);
    expect(portico.getState().router.view).toBe('Connect');
    expect(portico.getState().modal.open).toBe(true);
    expect(portico.getState().alerts.toast).toBeUndefined();
  });

  it('§4 a refusal with more requests waiting shows the next one', async () => {
    const { portico, gate } = await gated();
    const signing = frameAnswer<string>();
    const sending = frameAnswer<string>();
    const first = gate(sign, signing.run);
    const second = gate(send, sending.run);
    sending.answer().reject(new ProviderRpcError(rpcErrorCodes.userRejected));
    await expect(second).rejects.toMatchObject({ code: 4001 });
    expect(portico.getState().router.view).toBe('ApproveTransaction');
    signing.answer().reject(new ProviderRpcError(rpcErrorCodes.userRejected));
    await expect(first).rejects.toMatchObject({ code: 4001 });
    expect(portico.getState().modal.open).toBe(false);
  });

  it('§4 closing the modal aborts every request still waiting in the frame; the dApp gets 4001', async () => {
    const { portico, gate } = await gated();
    const signing = frameAnswer<string>();
    const sending = frameAnswer<string>();
    const first = gate(sign, signing.run);
    const second = gate(send, sending.run);
    portico.close();
    expect(signing.signal()?.aborted).toBe(true);
    expect(sending.signal()?.aborted).toBe(true);
    signing.answer().reject(new Error('Request was aborted'));
    sending.answer().reject(new Error('Request was aborted'));
    await expect(first).rejects.toMatchObject({ code: 4001 });
    await expect(second).rejects.toMatchObject({ code: 4001 });
    expect(portico.getState().approval.stack).toEqual([]);
  });

  it('§4 a failure in the frame: the dApp gets the error, the stack goes back, the error shows', async () => {
    const { portico, gate, log } = await gated();
    await portico.open();
    const result = gate(send, async () => {
      throw new Error('insufficient funds');
    });
    await expect(result).rejects.toThrow('insufficient funds');
    const state = portico.getState();
    expect(state.approval).toMatchObject({ stack: [], error: 'insufficient funds' });
    expect(state.router.view).toBe('Connect');
    expect(state.alerts.toast).toMatchObject({ message: 'insufficient funds', variant: 'error' });
    expect(log.messages('error')).toContain('The eth_sendTransaction request failed');
  });

  it('§4 a failure with requests still waiting stays on ApproveTransaction with the error', async () => {
    const { portico, gate } = await gated();
    const signing = frameAnswer<string>();
    const first = gate(sign, signing.run);
    const second = gate(send, async () => {
      throw new Error('nonce too low');
    });
    await expect(second).rejects.toThrow('nonce too low');
    expect(portico.getState().router.view).toBe('ApproveTransaction');
    expect(portico.getState().approval.error).toBe('nonce too low');
    signing.answer().reject(new ProviderRpcError(rpcErrorCodes.userRejected));
    await expect(first).rejects.toMatchObject({ code: 4001 });
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

  it('§8 a safe request that times out in the frame shows "Embedded Wallet Request Timed Out"', async () => {
    const { portico, gate } = await gated();
    const timeout = new PorticoError('FRAME_REQUEST_TIMEOUT');
    await expect(
      gate({ ...sign, method: 'eth_blockNumber' }, async () => Promise.reject(timeout)),
    ).rejects.toBe(timeout);
    expect(portico.getState().alerts.alert?.shortMessage).toBe('Embedded Wallet Request Timed Out');
  });

  it('§8 a request whose session expired: Session Expired, and the embedded wallet is disconnected', async () => {
    const { portico, gate, fake } = await gated();
    await portico.open();
    await portico.connectEmail('alice@example.com');
    await portico.submitEmailOtp('123456');
    expect(portico.getState().connection.connectorIds.eip155).toBe('auth');
    const result = gate(sign, async () => Promise.reject(new PorticoError('SESSION_EXPIRED')));
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

  it('shows the secure frame over the anchor ApproveTransaction gives (attachSecureFrame), until it lets go', async () => {
    const { portico, fake } = await gated();
    const anchor = { id: 'approve-box' } as unknown as HTMLElement;
    const detach = portico.attachSecureFrame(anchor);
    expect(fake.frameAnchors).toEqual([anchor]);
    expect(fake.attachedFrames()).toBe(1);
    detach();
    expect(fake.attachedFrames()).toBe(0);
  });
});
