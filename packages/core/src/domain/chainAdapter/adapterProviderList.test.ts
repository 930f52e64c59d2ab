import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../shared/errors/catalogue.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import type { ChainNamespace } from '../caip/chainNamespace.js';
import { assertAdapterProviderList } from './adapterProviderList.js';

const injected = { id: 'injected' };
const adapters = {
  eip155: { providers: [injected] },
  solana: { providers: [] },
  bip122: {},
  polkadot: { providers: 'injected' as unknown as readonly object[] },
  cosmos: undefined,
};

describe('assertAdapterProviderList [§5 adapter-provider-list]', () => {
  it.each([
    ['§5 list with providers', 'eip155', [injected]],
    ['§5 an empty list still exists', 'solana', []],
  ] as const)('%s: %s', (_section, chainNamespace, providers) => {
    expect(assertAdapterProviderList(adapters, chainNamespace)).toEqual(providers);
  });

  it.each([
    ['§5 adapter without a list', adapters, 'bip122'],
    ['§5 list of the wrong type', adapters, 'polkadot'],
    ['§5 adapter entry undefined', adapters, 'cosmos'],
    ['§5 no adapters at all', {}, 'eip155'],
    ['§5 upper-case namespace', adapters, 'EIP155'],
    ['§5 look-alike namespace (Cyrillic е)', adapters, 'еip155'],
    ['§5 empty namespace', adapters, ''],
    ['§5 prototype key', adapters, '__proto__'],
    ['§5 inherited key', Object.create({ eip155: { providers: [injected] } }), 'eip155'],
  ])('%s throws', (_section, adapterMap, chainNamespace) => {
    const run = () => assertAdapterProviderList(adapterMap, chainNamespace as ChainNamespace);
    expect(run).toThrow(PorticoError);
    expect(run).toThrow(
      expect.objectContaining({ code: 'ADAPTER_NOT_FOUND', message: errorCatalogue.ADAPTER_NOT_FOUND }),
    );
  });
});
