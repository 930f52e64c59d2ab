import { errorMessage } from '@portico/core';
import { sendCalls, type WagmiEvmAdapter, waitForCallsStatus } from '@portico/evm';
import { useAccount } from '@portico/react';
import { useState } from 'react';
import { type Address, encodeFunctionData, erc20Abi } from 'viem';

type Outcome = { status: string; transactions: string } | { error: string };

/** Where the batch sends its two pUSD transfers: two devnet addresses no test account uses. */
const batchRecipients: readonly Address[] = [
  '0x000000000000000000000000000000000000ba11',
  '0x000000000000000000000000000000000000ba12',
];

/**
 * Sends two 1 pUSD transfers in one EIP-5792 batch with wagmi's `sendCalls`, then waits for its status: a smart
 * account sends them atomically (one transaction), an EOA one by one.
 */
export function SendCalls({
  config,
  pusd,
}: {
  config: WagmiEvmAdapter['wagmiConfig'];
  /** pUSD's address per chain id. */
  pusd: Readonly<Record<number, Address>>;
}) {
  const account = useAccount({ namespace: 'eip155' });
  const [outcome, setOutcome] = useState<Outcome>();
  const [sending, setSending] = useState(false);
  const chainId = Number(account.caipAddress?.split(':')[1]);
  const token = pusd[chainId];

  const send = async () => {
    if (!token) return;
    setSending(true);
    setOutcome(undefined);
    try {
      const calls = batchRecipients.map((recipient) => ({
        to: token,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 1_000_000n] }),
      }));
      const { id } = await sendCalls(config, { calls });
      const status = await waitForCallsStatus(config, { id, timeout: 60_000 });
      const hashes = new Set(status.receipts?.map((receipt) => receipt.transactionHash));
      setOutcome({ status: status.status ?? 'unknown', transactions: [...hashes].join(' ') });
    } catch (error) {
      // viem wraps the wallet's error: its `details` are the wallet's own words ('Not enough funds to pay for gas').
      const details = (error as { details?: unknown }).details;
      setOutcome({ error: typeof details === 'string' && details ? details : errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="batch-heading">
      <h2 id="batch-heading">Send a batch</h2>
      <button type="button" disabled={!token || sending} aria-busy={sending} onClick={send}>
        Send 1 pUSD to two addresses in one batch
      </button>
      <p>
        Batch:{' '}
        <output aria-label="Batch">
          {outcome && 'status' in outcome ? `${outcome.status} ${outcome.transactions}` : ''}
        </output>
      </p>
      {outcome && 'error' in outcome ? <p role="alert">{outcome.error}</p> : null}
    </section>
  );
}
