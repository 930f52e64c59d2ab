import { ProviderRpcError } from '@portico/core';
import type {
  SolanaSignAndSendTransactionOptions,
  SolanaTransactionCommitment,
} from '@solana/wallet-standard-features';

let nextId = 0;

/** One JSON-RPC call to a Solana node; the node's error is thrown with its code and message. */
async function call(rpcUrl: string, method: string, params: readonly unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
  });
  if (!response.ok) throw new ProviderRpcError(-32603, `${method}: HTTP ${response.status} from ${rpcUrl}`);
  const body = (await response.json()) as {
    result?: unknown;
    error?: { code: number; message: string; data?: unknown };
  };
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, { data: body.error.data });
  return body.result;
}

/**
 * Sends a signed base64 wire transaction as a wallet does; returns the signature the node reports. The
 * preflight runs at `confirmed` unless told otherwise (a node's default, `finalized`, does not know a fresh
 * blockhash yet).
 */
export async function sendTransaction(
  rpcUrl: string,
  base64: string,
  {
    skipPreflight,
    preflightCommitment = 'confirmed',
    maxRetries,
    minContextSlot,
  }: SolanaSignAndSendTransactionOptions = {},
): Promise<string> {
  const config = { encoding: 'base64', skipPreflight, preflightCommitment, maxRetries, minContextSlot };
  return (await call(rpcUrl, 'sendTransaction', [base64, config])) as string;
}

const commitmentRank: Record<SolanaTransactionCommitment, number> = {
  processed: 0,
  confirmed: 1,
  finalized: 2,
};
const pollMs = 200;
/** A blockhash lives 150 slots (60 s at 400 ms); a transaction not landed by then never will. */
const confirmationTimeoutMs = 90_000;

interface SignatureStatus {
  confirmationStatus: SolanaTransactionCommitment | null;
  err: unknown;
}

/** Waits until the transaction reaches `commitment`; fails when it failed on chain or never lands. */
export async function confirmTransaction(
  rpcUrl: string,
  signature: string,
  commitment: SolanaTransactionCommitment,
): Promise<void> {
  const deadline = Date.now() + confirmationTimeoutMs;
  for (;;) {
    const { value } = (await call(rpcUrl, 'getSignatureStatuses', [[signature]])) as {
      value: (SignatureStatus | null)[];
    };
    const [status] = value;
    if (status?.err)
      throw new ProviderRpcError(-32603, `Transaction ${signature} failed: ${JSON.stringify(status.err)}`);
    const reached = status?.confirmationStatus;
    if (reached && commitmentRank[reached] >= commitmentRank[commitment]) return;
    if (Date.now() > deadline)
      throw new ProviderRpcError(-32603, `Transaction ${signature} did not reach ${commitment} in time`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
