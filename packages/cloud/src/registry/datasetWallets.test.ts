import { chainNamespaces, isCaipNetworkId, isChainNamespace } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { readDatasetWallets } from './datasetWallets.js';

const wallets = await readDatasetWallets();

function duplicates(values: readonly (string | null)[]): string[] {
  const present = values.filter((value): value is string => value !== null);
  return present.filter((value, i) => present.indexOf(value) !== i);
}

describe('registry dataset (data/wallets.json)', () => {
  it('§7 holds at least 60 wallets', () => {
    expect(wallets.length).toBeGreaterThanOrEqual(60);
  });

  it.each(chainNamespaces.map((namespace) => [`§3 ${namespace}`, namespace]))(
    '%s has wallets',
    (_row, ns) => {
      expect(
        wallets.filter((w) => w.chains.some((chain) => chain.startsWith(`${ns}:`))).length,
      ).toBeGreaterThan(2);
    },
  );

  it.each([
    ['§3 id', wallets.map((w) => w.id)],
    ['§3 rdns', wallets.map((w) => w.rdns)],
    ['§3 name', wallets.map((w) => w.name)],
    ['§3 order', wallets.map((w) => String(w.order))],
  ])('%s is unique', (_row, values) => {
    expect(duplicates(values)).toEqual([]);
  });

  it.each(wallets.map((w) => [w.id, w]))('§3 %s is well-formed', (_id, w) => {
    expect(w.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(w.name.trim()).toBe(w.name);
    expect(w.chains.length).toBeGreaterThan(0);
    for (const chain of w.chains) expect(isCaipNetworkId(chain), chain).toBe(true);
    expect(new Set(w.chains).size).toBe(w.chains.length);
    if (w.rdns !== null) expect(w.rdns).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    for (const url of [
      w.homepage,
      w.webapp_link,
      w.app_store,
      w.play_store,
      w.chrome_store,
      w.firefox_store,
    ]) {
      if (url !== null) expect(url).toMatch(/^https:\/\/[^\s]+$/);
    }
    for (const link of [w.mobile_link, w.desktop_link])
      if (link !== null) expect(URL.canParse(link)).toBe(true);
    for (const injected of w.injected) expect(isChainNamespace(injected.namespace)).toBe(true);
    expect(Number.isInteger(w.order)).toBe(true);
  });
});
