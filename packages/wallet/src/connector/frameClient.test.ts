import { PorticoError, ProviderRpcError } from '@portico/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFrameClient, type FrameClient } from './frameClient.js';
import { createScriptedFrame, type ScriptedFrame } from './test/scriptedFrame.js';

const logger = { debug: vi.fn(), warn: vi.fn() };
let frame: ScriptedFrame;
let client: FrameClient;

beforeEach(() => {
  frame = createScriptedFrame();
  client = createFrameClient(frame.pagePort, {
    logger,
    onSessionUpdate: vi.fn(),
    onFrameSize: vi.fn(),
    onFrameKey: vi.fn(),
  });
});

afterEach(() => {
  vi.useRealTimers();
  client.close();
  frame.close();
});

describe('frame client: requests and replies', () => {
  it('§7 sends @w3m-app/<name> with a random id and resolves with the _SUCCESS payload', async () => {
    frame.answer('CONNECT_EMAIL', { payload: { action: 'VERIFY_OTP' } });
    await expect(client.request('CONNECT_EMAIL', { email: 'a@b.co' })).resolves.toEqual({
      action: 'VERIFY_OTP',
    });
    expect(frame.received).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: '@w3m-app/CONNECT_EMAIL',
        payload: { email: 'a@b.co' },
      },
    ]);
  });

  it('§7 matches replies to requests by id, whatever their order', async () => {
    frame.answer('IS_CONNECTED', 'hold');
    frame.answer('GET_CHAIN_ID', 'hold');
    const connected = client.request('IS_CONNECTED', {});
    const chain = client.request('GET_CHAIN_ID', {});
    await frame.receivedCount(2);
    const [first, second] = frame.received;
    frame.send({
      id: second?.id,
      type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
      payload: { chainId: 'eip155:10' },
    });
    frame.send({ id: first?.id, type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } });
    await expect(chain).resolves.toEqual({ chainId: 'eip155:10' });
    await expect(connected).resolves.toEqual({ isConnected: true });
    expect(first?.id).not.toBe(second?.id);
  });

  it('§7 ignores replies with an unknown id, of another request, or of the wrong shape', async () => {
    frame.answer('IS_CONNECTED', 'hold');
    const pending = client.request('IS_CONNECTED', {});
    await frame.receivedCount(1);
    const id = frame.received[0]?.id;
    frame.send({
      id: 'not-pending',
      type: '@w3m-frame/IS_CONNECTED_SUCCESS',
      payload: { isConnected: true },
    });
    frame.send({ id, type: '@w3m-frame/SIGN_OUT_SUCCESS', payload: {} });
    frame.send({ id, type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: 'yes' } });
    frame.send('@w3m-frame/IS_CONNECTED_SUCCESS');
    frame.send({ id, type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: false } });
    await expect(pending).resolves.toEqual({ isConnected: false });
    expect(logger.debug).toHaveBeenCalledTimes(4);
  });

  it('§7 reports SESSION_UPDATE to its listener', async () => {
    const onSessionUpdate = vi.fn();
    const other = createScriptedFrame();
    const listening = createFrameClient(other.pagePort, {
      logger,
      onSessionUpdate,
      onFrameSize: vi.fn(),
      onFrameKey: vi.fn(),
    });
    other.sessionUpdate('session-2');
    await vi.waitFor(() => expect(onSessionUpdate).toHaveBeenCalledWith('session-2'));
    listening.close();
    other.close();
  });

  it('reports FRAME_KEY, a key the frame hands to the modal, to its listener', async () => {
    const onFrameKey = vi.fn();
    const other = createScriptedFrame();
    const listening = createFrameClient(other.pagePort, {
      logger,
      onSessionUpdate: vi.fn(),
      onFrameSize: vi.fn(),
      onFrameKey,
    });
    other.send({ type: '@w3m-frame/FRAME_KEY', payload: { key: 'Tab', shiftKey: true } });
    other.send({ type: '@w3m-frame/FRAME_KEY', payload: { key: 'Enter', shiftKey: false } });
    other.send({ type: '@w3m-frame/FRAME_KEY', payload: { key: 'Escape', shiftKey: false } });
    await vi.waitFor(() => expect(onFrameKey).toHaveBeenCalledTimes(2));
    expect(onFrameKey.mock.calls).toEqual([
      ['Tab', true],
      ['Escape', false],
    ]);
    listening.close();
    other.close();
  });

  it('reports FRAME_SIZE, the height of what the frame shows, to its listener', async () => {
    const onFrameSize = vi.fn();
    const other = createScriptedFrame();
    const listening = createFrameClient(other.pagePort, {
      logger,
      onSessionUpdate: vi.fn(),
      onFrameSize,
      onFrameKey: vi.fn(),
    });
    other.send({ type: '@w3m-frame/FRAME_SIZE', payload: { height: 280 } });
    await vi.waitFor(() => expect(onFrameSize).toHaveBeenCalledWith(280));
    listening.close();
    other.close();
  });
});

describe('frame client: §8 errors', () => {
  it.each([
    ['the frame’s message', 'Invalid code', 'FRAME_REPLY', 'Invalid code'],
    ['no message', undefined, 'FRAME_ERROR', 'An error occurred'],
    ['an empty message', '', 'FRAME_ERROR', 'An error occurred'],
    ['Session Expired', 'Session Expired', 'SESSION_EXPIRED', 'Session Expired'],
    ['an aborted RPC', 'Request was aborted', 'FRAME_RPC_ABORTED', 'Request was aborted'],
  ])('_ERROR with %s rejects with a PorticoError %s', async (_case, message, code, text) => {
    frame.answer('CONNECT_OTP', { error: message });
    const error = await client.request('CONNECT_OTP', { otp: '123456' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({ code, message: text });
  });

  it.each([
    ['the visitor rejected it in the frame', 'User rejected the request.', 4001],
    [
      'nobody approved it in the frame',
      'The requested method and/or account has not been authorized by the user.',
      4100,
    ],
  ])('_ERROR when %s rejects with the EIP-1193 code', async (_case, message, code) => {
    frame.answer('RPC_REQUEST', { error: message });
    const error = await client
      .request('RPC_REQUEST', { method: 'personal_sign', chainNamespace: 'eip155', chainId: 'eip155:1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRpcError);
    expect(error).toMatchObject({ code, message });
  });

  it.each([
    ['an account without the funds for gas', 'Not enough funds to pay for gas', -32000],
    ['bad params', 'wallet_getCallsStatus takes [id]', -32602],
    ['a method the wallet does not serve', 'wallet_grantPermissions is not supported', 4200],
    ['an unsupported capability', 'The wallet does not support paymasterService', 5700],
    ['atomicity it cannot give', 'This account cannot send calls atomically', 5760],
  ])(
    '_ERROR with a code the dApp acts on (%s) keeps the code and the words',
    async (_case, message, code) => {
      frame.answer('RPC_REQUEST', { error: message, code });
      const error = await client
        .request('RPC_REQUEST', { method: 'wallet_sendCalls', chainNamespace: 'eip155', chainId: 'eip155:1' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderRpcError);
      expect(error).toMatchObject({ code, message });
    },
  );

  it('_ERROR with any other code is the frame’s reply, without the code', async () => {
    frame.answer('RPC_REQUEST', { error: 'Gas sponsorship refused', code: -32050 });
    const error = await client
      .request('RPC_REQUEST', { method: 'eth_chainId', chainNamespace: 'eip155', chainId: 'eip155:1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PorticoError);
    expect(error).toMatchObject({ code: 'FRAME_REPLY', message: 'Gas sponsorship refused' });
  });
});

describe('frame client: §9 time-outs', () => {
  it.each([
    ['CONNECT_EMAIL', { email: 'a@b.co' }, 120_000],
    ['CONNECT_OTP', { otp: '123456' }, 120_000],
    ['CONNECT_FARCASTER', {}, 120_000],
    ['GET_FARCASTER_URI', {}, 20_000],
    ['GET_USER', { chainId: 'eip155:1' }, 20_000],
    ['RPC_REQUEST', { method: 'eth_blockNumber', chainNamespace: 'eip155', chainId: 'eip155:1' }, 20_000],
    ['SIGN_OUT', {}, 20_000],
  ] as const)('%s times out after its §9 time-out with iframe_request_timeout', async (name, payload, ms) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    frame.answer(name, 'hold');
    const settled = vi.fn();
    client.request(name, payload as never).then(settled, settled);
    await vi.advanceTimersByTimeAsync(ms - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith(expect.any(PorticoError));
    expect(settled.mock.calls[0]?.[0]).toMatchObject({
      code: 'FRAME_REQUEST_TIMEOUT',
      message: 'Embedded Wallet Request Timed Out',
      params: { reason: 'iframe_request_timeout' },
    });
  });

  it.each([
    ['SYNC_THEME', { themeMode: 'dark', themeVariables: {}, w3mThemeVariables: {} }],
    ['SYNC_DAPP_DATA', { sdkVersion: '1', sdkType: 'portico', projectId: 'p' }],
    ['SET_PREFERRED_ACCOUNT', { type: 'eoa' }],
    ['RECOVERY_PASSWORD', {}],
    ['RPC_REQUEST', { method: 'personal_sign', chainNamespace: 'eip155', chainId: 'eip155:1' }],
  ] as const)(
    '%s has no time-out (it waits for the visitor in the frame, or needs no answer)',
    async (name, payload) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      frame.answer(name, 'hold');
      const settled = vi.fn();
      client.request(name, payload as never).then(settled, settled);
      await vi.advanceTimersByTimeAsync(600_000);
      expect(settled).not.toHaveBeenCalled();
    },
  );
});

describe('frame client: abort', () => {
  it('§8 an aborted RPC sends RPC_ABORT and rejects with Request was aborted', async () => {
    frame.answer('RPC_REQUEST', 'hold');
    const controller = new AbortController();
    const pending = client.request(
      'RPC_REQUEST',
      { method: 'eth_sendTransaction', chainNamespace: 'eip155', chainId: 'eip155:1' },
      controller.signal,
    );
    await frame.receivedCount(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({
      code: 'FRAME_RPC_ABORTED',
      message: 'Request was aborted',
    });
    await frame.receivedCount(2);
    expect(frame.names()).toEqual(['RPC_REQUEST', 'RPC_ABORT']);
  });

  it('an aborted social login sends RPC_ABORT (the frame stops waiting for its callback)', async () => {
    frame.answer('CONNECT_SOCIAL', 'hold');
    const controller = new AbortController();
    const pending = client.request(
      'CONNECT_SOCIAL',
      { uri: 'https://idp.example/auth?state=s' },
      controller.signal,
    );
    await frame.receivedCount(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'FRAME_ABORTED' });
    await frame.receivedCount(2);
    expect(frame.names()).toEqual(['CONNECT_SOCIAL', 'RPC_ABORT']);
  });

  it('an aborted Farcaster login sends RPC_ABORT (the frame stops waiting for the channel)', async () => {
    frame.answer('CONNECT_FARCASTER', 'hold');
    const controller = new AbortController();
    const pending = client.request('CONNECT_FARCASTER', {}, controller.signal);
    await frame.receivedCount(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'FRAME_ABORTED' });
    await frame.receivedCount(2);
    expect(frame.names()).toEqual(['CONNECT_FARCASTER', 'RPC_ABORT']);
  });

  it('§8 an aborted generic request rejects with Something went wrong and sends nothing more', async () => {
    frame.answer('GET_USER', 'hold');
    const controller = new AbortController();
    const pending = client.request('GET_USER', { chainId: 'eip155:1' }, controller.signal);
    await frame.receivedCount(1);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'FRAME_ABORTED', message: 'Something went wrong' });
    const before = client.request('IS_CONNECTED', {}, AbortSignal.abort());
    await expect(before).rejects.toMatchObject({ code: 'FRAME_ABORTED' });
    expect(frame.names()).toEqual(['GET_USER']);
  });

  it('closing rejects pending requests as aborted, and tells the frame to stop a pending RPC', async () => {
    frame.answer('SIGN_OUT', 'hold');
    frame.answer('RPC_REQUEST', 'hold');
    const signOut = client.request('SIGN_OUT', {});
    const rpc = client.request('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x68', '0x8ba1f109551bD432803012645Ac136ddd64DBA72'],
      chainNamespace: 'eip155',
      chainId: 'eip155:1',
    });
    await frame.receivedCount(2);
    client.close();
    await expect(signOut).rejects.toMatchObject({ code: 'FRAME_ABORTED', message: 'Something went wrong' });
    await expect(rpc).rejects.toMatchObject({ code: 'FRAME_RPC_ABORTED', message: 'Request was aborted' });
    await frame.receivedCount(3);
    expect(frame.names()).toEqual(['SIGN_OUT', 'RPC_REQUEST', 'RPC_ABORT']);
  });
});
