import type { CaipNetworkId } from '@portico/core';
import { describe, expect, it, vi } from 'vitest';
import { createEip155Provider } from './eip155Provider.js';

describe('the EIP-1193 provider over a session', () => {
  const setup = () => {
    let chain: CaipNetworkId = 'eip155:31337';
    const request = vi.fn(async (args: { method: string }, on: string) => ({ args, on }) as never);
    const provider = createEip155Provider({
      chain: () => chain,
      accounts: (on) => (on === 'eip155:31337' ? ['0xabc'] : []),
      request,
      switched: (next) => {
        chain = next;
      },
    });
    return { provider, request };
  };

  it('answers the chain and the accounts from the session and asks the wallet on the current chain', async () => {
    const { provider, request } = setup();
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(['0xabc']);
    await provider.request({ method: 'personal_sign', params: ['0x00', '0xabc'] });
    expect(request).toHaveBeenCalledWith(
      { method: 'personal_sign', params: ['0x00', '0xabc'] },
      'eip155:31337',
    );
  });

  it('a switch that went through moves later requests to the new chain', async () => {
    const { provider, request } = setup();
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    await provider.request({ method: 'eth_sendTransaction', params: [] });
    expect(request).toHaveBeenLastCalledWith({ method: 'eth_sendTransaction', params: [] }, 'eip155:31338');
  });

  it('keeps the wallet’s refusal code and tells listeners of a chain change', async () => {
    const listener = vi.fn();
    const provider = createEip155Provider({
      chain: () => 'eip155:1',
      accounts: () => [],
      request: async () => Promise.reject({ code: 4001, message: 'User rejected the request.' }),
      switched: () => {},
    });
    await expect(provider.request({ method: 'personal_sign' })).rejects.toMatchObject({ code: 4001 });
    provider.on('chainChanged', listener);
    provider.notifyChainChanged('eip155:10');
    provider.removeListener('chainChanged', listener);
    provider.notifyChainChanged('eip155:1');
    expect(listener).toHaveBeenCalledExactlyOnceWith('0xa');
  });
});
