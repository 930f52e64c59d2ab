import { selectSwapFromToken, selectSwapToToken } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { ExternalIcon } from '../../modal/icons/icons.js';
import { swapStyles } from './styles.js';

/** The swap landed: what was paid and received, the transaction, and a new swap. */
export function SwapSuccess() {
  const portico = usePorticoInstance();
  const swap = usePorticoState((state) => state.swap);
  const from = usePorticoState(selectSwapFromToken);
  const to = usePorticoState(selectSwapToToken);
  return (
    <div className="view stack">
      <style>{swapStyles}</style>
      <p className="center" role="status">
        Swap complete: {swap.fromAmount} {from?.symbol} for {swap.toAmount} {to?.symbol}
      </p>
      {swap.explorerUrl ? (
        <a className="row" href={swap.explorerUrl} target="_blank" rel="noreferrer">
          <span className="row-label">View transaction</span>
          <ExternalIcon />
        </a>
      ) : (
        <p className="swap-hash">{swap.hash}</p>
      )}
      <button type="button" className="primary" onClick={() => portico.setSwapAmount('from', '')}>
        Swap again
      </button>
    </div>
  );
}
