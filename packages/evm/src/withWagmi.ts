import type { Logger } from '@portico/core';
import type { Config } from '@wagmi/core';
import type { EvmAdapter } from './createEvmAdapter.js';
import { createWagmiConfig } from './createWagmiConfig.js';
import { createWagmiMirror } from './wagmiMirror.js';

export interface WagmiEvmAdapter extends EvmAdapter {
  /**
   * The wagmi config that follows Portico's eip155 connections: a dApp's wagmi hooks and actions
   * (`getConnection(config)`, `<WagmiProvider config>`) see the same account and chain. Created on first use,
   * from the networks given to `createEvmAdapter` or, once set up, those core passed.
   */
  readonly wagmiConfig: Config;
}

/**
 * The EVM adapter with wagmi following core (docs/architecture.md "Chain libraries follow core"): every eip155
 * connection core holds becomes a wagmi connection over the same provider. Opt-in, so that a dApp without wagmi
 * does not ship it.
 */
export function withWagmi(adapter: EvmAdapter): WagmiEvmAdapter {
  let networks = adapter.networks;
  let config: Config | undefined;
  let mirror: ReturnType<typeof createWagmiMirror> | undefined;
  let logger: Logger | undefined;
  const wagmiConfig = () => {
    config ??= createWagmiConfig(networks ?? []);
    return config;
  };
  return {
    ...adapter,
    get wagmiConfig() {
      return wagmiConfig();
    },
    async setup(context) {
      networks ??= context.networks;
      logger = context.logger;
      await adapter.setup?.(context);
      mirror = createWagmiMirror(wagmiConfig(), () => networks ?? [], context.disconnect);
    },
    async syncConnections(connections) {
      await adapter.syncConnections?.(connections);
      if (mirror) mirror(connections);
      else logger?.warn('wagmi follows no connections: the EVM adapter is not set up, or was destroyed');
    },
    destroy() {
      mirror = undefined;
      adapter.destroy?.();
    },
  };
}
