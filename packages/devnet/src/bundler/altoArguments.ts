import type { Address, Hex } from 'viem';

export interface AltoSettings {
  rpcUrl: string;
  entryPoint: Address;
  port: number;
  executorPrivateKey: Hex;
  utilityPrivateKey: Hex;
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
export function altoArguments(settings: AltoSettings): string[] {
  const options: Record<string, string | number | boolean> = {
    entrypoints: settings.entryPoint,
    'rpc-url': settings.rpcUrl,
    port: settings.port,
    'executor-private-keys': settings.executorPrivateKey,
    'utility-private-key': settings.utilityPrivateKey,
    'safe-mode': false,
    'deploy-simulations-contract': true,
    'refilling-wallets': false,
    'utility-wallet-monitor': false,
    json: true,
    'log-level': 'warn',
  };
  return Object.entries(options).flatMap(([name, value]) => [`--${name}`, String(value)]);
}
