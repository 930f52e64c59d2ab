import { errorMessage } from '@portico/core';
import { sendTransaction, type WagmiEvmAdapter, waitForTransactionReceipt } from '@portico/evm';
import { useAccount } from '@portico/react';
import { useState } from 'react';

type Outcome = { hash: string; status: string } | { error: string };

/**
 * Sends 0.001 ETH to the connected account itself with wagmi's own actions: a dApp's wagmi code reaches whichever
 * wallet Portico connected (injected or over WalletConnect), because wagmi follows Portico.
 */
export function SendTransaction({ config }: { config: WagmiEvmAdapter['wagmiConfig'] }) {
  const account = useAccount({ namespace: 'eip155' });
  const [outcome, setOutcome] = useState<Outcome>();
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!account.address) return;
    setSending(true);
    setOutcome(undefined);
    try {
      const hash = await sendTransaction(config, { to: account.address as `0x${string}`, value: 10n ** 15n });
      const receipt = await waitForTransactionReceipt(config, { hash });
      setOutcome({ hash, status: receipt.status });
    } catch (error) {
      setOutcome({ error: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="send-heading">
      <h2 id="send-heading">Send a transaction</h2>
      <button type="button" disabled={!account.isConnected || sending} aria-busy={sending} onClick={send}>
        Send 0.001 ETH to myself
      </button>
      <p>
        Transaction:{' '}
        <output aria-label="Transaction">
          {outcome && 'hash' in outcome ? `${outcome.status} ${outcome.hash}` : ''}
        </output>
      </p>
      {outcome && 'error' in outcome ? <p role="alert">{outcome.error}</p> : null}
    </section>
  );
}
