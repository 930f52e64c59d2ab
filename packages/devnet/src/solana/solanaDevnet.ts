import type { CaipNetworkId } from '@portico/core';
import type { StackSolana, StackSolanaToken } from '../stack/index.js';
import { SolanaChain } from './chain.js';
import { defaultSlotMs, solanaDefaultPorts, solanaNetworkConfig, solanaTokenConfigs } from './config.js';
import { genesisHashBytes, type SolanaTestAccount, solanaDevnetKeys, writeGenesis } from './genesis.js';
import { rpcMethods } from './methods.js';
import { startRpcServers } from './servers.js';
import { SubscriptionHub } from './subscriptions.js';

export interface SolanaDevnetOptions {
  /** JSON-RPC port (default 8899); 0 picks a free port. Always bound to 127.0.0.1. */
  rpcPort?: number;
  /** WebSocket port (default the RPC port + 1, or a free port when the RPC port is 0). */
  wsPort?: number;
  /** Slot time in ms (default 400, a real cluster's): blockhashes expire after 151 slots. */
  slotMs?: number;
}

export interface SolanaDevnet {
  name: string;
  testnet: boolean;
  genesisHash: string;
  caipNetworkId: CaipNetworkId;
  rpcUrl: string;
  wsUrl: string;
  /** pUSD, the first of `tokens`. */
  token: StackSolanaToken;
  tokens: StackSolanaToken[];
  /** The faucet and mint authority. */
  authority: { address: string; secretKey: string };
  accounts: SolanaTestAccount[];
  /** The chain behind the servers (slots, history, the LiteSVM bank). */
  chain: SolanaChain;
  /** The `solana` part of `.portico/stack.json`. */
  toStack(): StackSolana;
  /** Stops the clock and closes both servers. Idempotent. */
  stop(): Promise<void>;
}

/**
 * A local Solana chain in this process: LiteSVM behind the validator's JSON-RPC and PubSub APIs,
 * with the token mints (pUSD, PTS) and the funded test accounts. Its state lives as long as the process: every
 * start is a fresh chain (with the same genesis hash, keys and balances).
 */
export async function startSolanaDevnet(options: SolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const rpcPort = options.rpcPort ?? solanaDefaultPorts.rpc;
  const wsPort = options.wsPort ?? (rpcPort === 0 ? 0 : rpcPort + 1);
  const chain = new SolanaChain(genesisHashBytes(), options.slotMs ?? defaultSlotMs);
  const genesis = await writeGenesis(chain, solanaDevnetKeys());
  const hub = new SubscriptionHub(chain);
  const servers = await startRpcServers(rpcMethods({ chain, faucet: genesis.authority }), hub, {
    rpc: rpcPort,
    ws: wsPort,
  });
  chain.start();

  const caipNetworkId = `solana:${chain.genesisHash.slice(0, 32)}` as CaipNetworkId;
  const tokens = solanaTokenConfigs.map(({ name, symbol, decimals }) => ({
    mint: genesis.mints[symbol],
    name,
    symbol,
    decimals,
  }));
  const [token] = tokens;
  if (token === undefined) throw new Error('The Solana devnet has no token');
  const rpcUrl = `http://127.0.0.1:${servers.rpcPort}`;
  const wsUrl = `ws://127.0.0.1:${servers.wsPort}`;
  let stopping: Promise<void> | undefined;
  return {
    ...solanaNetworkConfig,
    genesisHash: chain.genesisHash,
    caipNetworkId,
    rpcUrl,
    wsUrl,
    token,
    tokens,
    authority: { address: genesis.authority.address, secretKey: genesis.authority.secretKey },
    accounts: genesis.accounts,
    chain,
    toStack: () => ({
      networks: [
        {
          caipNetworkId,
          genesisHash: chain.genesisHash,
          ...solanaNetworkConfig,
          rpcUrl,
          wsUrl,
          tokens: tokens.map((t) => ({ ...t })),
        },
      ],
      accounts: genesis.accounts.map(({ address, secretKey, balances }) => ({
        address,
        secretKey,
        balances: { [caipNetworkId]: { ...balances } },
      })),
    }),
    stop: () => {
      stopping ??= (async () => {
        chain.stop();
        await servers.close();
      })();
      return stopping;
    },
  };
}
