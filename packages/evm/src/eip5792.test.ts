import { createLogger, porticoDevnet } from '@portico/core';
import type { NamespaceConnection } from '@portico/core/adapters';
import { getCallsStatus, getCapabilities, sendCalls, showCallsStatus } from '@wagmi/core';
import { describe, expect, it } from 'vitest';
import { createEvmAdapter } from './createEvmAdapter.js';
import { withWagmi } from './withWagmi.js';

const network = porticoDevnet(0);
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** An injected wallet that supports EIP-5792: it records what it is asked and answers as such a wallet does. */
function eip5792Wallet() {
  const requests: { method: string; params?: unknown }[] = [];
  const answers: Record<string, unknown> = {
    eth_chainId: '0x7a69',
    eth_accounts: [address],
    wallet_getCapabilities: { '0x7a69': { atomic: { status: 'supported' } } },
    wallet_sendCalls: { id: '0xbatch' },
    wallet_getCallsStatus: {
      version: '2.0.0',
      id: '0xbatch',
      chainId: '0x7a69',
      status: 200,
      atomic: true,
      receipts: [],
    },
    wallet_showCallsStatus: null,
  };
  return {
    requests,
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push({ method, params });
      if (!(method in answers)) throw Object.assign(new Error(`${method} is not supported`), { code: 4200 });
      return answers[method];
    },
    on() {},
    removeListener() {},
  };
}

// The injected connector hands out the wallet's own provider (injectedConnector.ts getProvider), so wagmi's mirror
// connector reaches the wallet itself: nothing in between filters or rewrites the EIP-5792 methods.
describe('EIP-5792 with an injected wallet: passed through to the wallet (wagmi follows core)', () => {
  it('wagmi’s getCapabilities, sendCalls, getCallsStatus and showCallsStatus reach the wallet as they are', async () => {
    const adapter = withWagmi(createEvmAdapter());
    await adapter.setup?.({
      networks: [network],
      logger: createLogger({ level: 'silent' }),
      disconnect: async () => {},
    });
    const wallet = eip5792Wallet();
    const view: NamespaceConnection = {
      connectorId: 'io.wallet',
      name: 'Wallet',
      addresses: [address],
      network,
      provider: wallet,
    };
    await adapter.syncConnections?.([view]);
    const config = adapter.wagmiConfig;

    await expect(getCapabilities(config, { chainId: 31337 })).resolves.toMatchObject({
      atomic: { status: 'supported' },
    });
    const { id } = await sendCalls(config, {
      calls: [
        { to: receiver, value: 1n },
        { to: receiver, value: 2n },
      ],
    });
    expect(id).toBe('0xbatch');
    await expect(getCallsStatus(config, { id })).resolves.toMatchObject({ status: 'success', atomic: true });
    await showCallsStatus(config, { id });

    const methods = wallet.requests.map((request) => request.method).filter((m) => m.startsWith('wallet_'));
    expect(methods).toEqual([
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
      'wallet_showCallsStatus',
    ]);
    const sent = wallet.requests.find((request) => request.method === 'wallet_sendCalls');
    expect(sent?.params).toMatchObject([
      {
        from: address,
        chainId: '0x7a69',
        calls: [
          { to: receiver, value: '0x1' },
          { to: receiver, value: '0x2' },
        ],
      },
    ]);
  });
});
