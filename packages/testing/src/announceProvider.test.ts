import { describe, expect, it } from 'vitest';
import { announceProvider, injectLegacyProvider } from './announceProvider.js';
import { createTestWallet } from './testWallet.js';

const privateKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const chains = [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }];

function announcements(target: EventTarget): CustomEvent[] {
  const events: CustomEvent[] = [];
  target.addEventListener('eip6963:announceProvider', (event) => events.push(event as CustomEvent));
  return events;
}

describe('announceProvider (EIP-6963)', () => {
  it('announces frozen info and the provider now and on every eip6963:requestProvider, until stopped', () => {
    const target = new EventTarget();
    const wallet = createTestWallet({
      privateKey,
      chains,
      info: { name: 'Fixture Wallet', rdns: 'dev.fixture' },
    });
    const events = announcements(target);

    const stop = announceProvider(target, wallet);
    target.dispatchEvent(new Event('eip6963:requestProvider'));
    stop();
    target.dispatchEvent(new Event('eip6963:requestProvider'));

    expect(events).toHaveLength(2);
    const [{ detail }] = events as [CustomEvent];
    expect(detail.provider).toBe(wallet);
    expect(detail.info).toEqual({
      uuid: wallet.info.uuid,
      name: 'Fixture Wallet',
      rdns: 'dev.fixture',
      icon: wallet.info.icon,
    });
    expect(detail.info.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(detail.info.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(Object.isFrozen(detail)).toBe(true);
    expect(Object.isFrozen(detail.info)).toBe(true);
  });
});

describe('injectLegacyProvider', () => {
  it('sets window.ethereum and dispatches ethereum#initialized', () => {
    const target: EventTarget & { ethereum?: unknown } = new EventTarget();
    const initialised: Event[] = [];
    target.addEventListener('ethereum#initialized', (event) => initialised.push(event));
    const wallet = createTestWallet({ privateKey, chains });
    injectLegacyProvider(target, wallet);
    expect(target.ethereum).toBe(wallet);
    expect(initialised).toHaveLength(1);
  });

  it('leaves another wallet’s window.ethereum alone', () => {
    const other = { request: async () => null };
    const target: EventTarget & { ethereum?: unknown } = Object.assign(new EventTarget(), {
      ethereum: other,
    });
    injectLegacyProvider(target, createTestWallet({ privateKey, chains }));
    expect(target.ethereum).toBe(other);
  });
});
