import type { Address, Hex } from 'viem';

export interface AltoSettings {
  rpcUrl: string;
  entryPoints: readonly Address[];
  port: number;
  executorPrivateKey: Hex;
  utilityPrivateKey: Hex;
}

/**
 * The keys go to alto through its environment (alto reads `ALTO_<OPTION>` as `--<option>`), so they never show in
 * the process list.
 */
export function altoKeyEnvironment(settings: Pick<AltoSettings, 'executorPrivateKey' | 'utilityPrivateKey'>) {
  return {
    ALTO_EXECUTOR_PRIVATE_KEYS: settings.executorPrivateKey,
    ALTO_UTILITY_PRIVATE_KEY: settings.utilityPrivateKey,
  };
}

/**
 * alto's command line for a bundler against one devnet chain (alto 0.0.20's options, `alto --help`):
 * - `--safe-mode false`: the ERC-7562 validation rules need `debug_traceCall` with a JavaScript tracer, which anvil
 *   does not have;
 * - `--deploy-simulations-contract`: the utility wallet deploys alto's simulation contracts at start-up (through
 *   anvil's CREATE2 factory, so a restarted bundler finds them in place);
 * - `--refilling-wallets false` and `--utility-wallet-monitor false`: the devnet funds the executor, there is
 *   nothing to refill and nothing to watch;
 * - `--json` and `--log-level warn`: plain JSON lines (no pretty-printing worker), warnings and errors only (at
 *   info alto logs every RPC exchange, contract code included); kept for the error of a failed start.
 * EIP-7702 UserOperations (`eip7702Auth`) need no flag: alto reads the authorization from the UserOperation.
 */
export function altoArguments(
  settings: Omit<AltoSettings, 'executorPrivateKey' | 'utilityPrivateKey'>,
): string[] {
  const options: Record<string, string | number | boolean> = {
    entrypoints: settings.entryPoints.join(','),
    'rpc-url': settings.rpcUrl,
    port: settings.port,
    'safe-mode': false,
    'deploy-simulations-contract': true,
    'refilling-wallets': false,
    'utility-wallet-monitor': false,
    json: true,
    'log-level': 'warn',
  };
  return Object.entries(options).flatMap(([name, value]) => [`--${name}`, String(value)]);
}
