import { selectSwapFromToken, selectSwapToToken, swapMessagePart } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { ExternalIcon } from '../../modal/icons/icons.js';
import { swapStyles } from './styles.js';

/** The swap landed: what was paid and received, the transaction, and a new swap. */
export function SwapSuccess() {
  const portico = usePorticoInstance();
  const t = useT(swapMessagePart);
  const swap = usePorticoState((state) => state.swap);
  const from = usePorticoState(selectSwapFromToken);
  const to = usePorticoState(selectSwapToToken);
  return (
    <div className="view stack">
      <style>{swapStyles}</style>
      <p className="center" role="status">
        {t('swap.complete', {
          from: `${swap.fromAmount} ${from?.symbol ?? ''}`.trim(),
          to: `${swap.toAmount} ${to?.symbol ?? ''}`.trim(),
        })}
      </p>
      {swap.explorerUrl ? (
        <a className="row" href={swap.explorerUrl} target="_blank" rel="noreferrer">
          <span className="row-label">{t('common.viewTransaction')}</span>
          <ExternalIcon />
        </a>
      ) : (
        <p className="swap-hash">{swap.hash}</p>
      )}
      <button type="button" className="primary" onClick={() => portico.setSwapAmount('from', '')}>
        {t('swap.again')}
      </button>
    </div>
  );
}
