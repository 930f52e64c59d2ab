import {
  type MessageKey,
  nodeMessagePart,
  type SwapButton,
  type SwapSide,
  selectSwapButton,
  selectSwapFromToken,
  selectSwapToToken,
  swapMessagePart,
  translateText,
} from '@portico/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { SwapAmountField } from './SwapAmountField.js';
import { SwapQuoteDetails } from './SwapQuoteDetails.js';
import { SwapSuccess } from './SwapSuccess.js';
import { SwapTokenPicker } from './SwapTokenPicker.js';
import { swapStyles } from './styles.js';

const sameButton = (a: SwapButton, b: SwapButton) =>
  a.label === b.label && a.disabled === b.disabled && a.reason === b.reason;

const purposes: Record<SwapSide, MessageKey> = { from: 'swap.pickPay', to: 'swap.pickReceive' };

/**
 * §1 the Swap view: what is paid and received (either amount typed), their token pickers, a flip, the live
 * quote, the slippage tolerance, and the button core's rules label; then the success, or the failure with Retry.
 */
export function SwapView() {
  const portico = usePorticoInstance();
  const t = useT(swapMessagePart, nodeMessagePart);
  const swap = usePorticoState((state) => state.swap);
  const from = usePorticoState(selectSwapFromToken);
  const to = usePorticoState(selectSwapToToken);
  const button = usePorticoState(selectSwapButton, sameButton);
  const [picking, setPicking] = useState<SwapSide>();
  const [returnFocus, setReturnFocus] = useState<SwapSide>();
  const triggers = { from: useRef<HTMLButtonElement>(null), to: useRef<HTMLButtonElement>(null) };
  const slippageId = useId();
  const reasonId = useId();

  // Focus goes back to the picker's button once the picker closes.
  useEffect(() => {
    if (!returnFocus || picking) return;
    triggers[returnFocus].current?.focus();
    setReturnFocus(undefined);
  });

  const closePicker = () => {
    setReturnFocus(picking);
    setPicking(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void portico.confirmSwap();
  };

  if (swap.unsupported)
    return (
      <div className="view stack">
        <p className="error-text center" role="alert">
          {translateText(t, swap.unsupported)}
        </p>
      </div>
    );
  if (swap.tokensError)
    return (
      <div className="view">
        <SwapFailure message={swap.tokensError} onRetry={() => void portico.retrySwap()} />
      </div>
    );
  if (swap.tokens.length === 0)
    return (
      <p className="view center muted" role="status" aria-busy="true">
        {t('swap.loadingTokens')}
      </p>
    );
  if (picking)
    return (
      <div className="view">
        <style>{swapStyles}</style>
        <SwapTokenPicker
          purpose={t(purposes[picking])}
          selected={picking === 'from' ? swap.from : swap.to}
          onClose={closePicker}
          onPick={(tokenId) => {
            portico.setSwapToken(picking, tokenId);
            closePicker();
          }}
        />
      </div>
    );
  if (swap.status === 'success') return <SwapSuccess />;

  const busy = swap.status === 'approving' || swap.status === 'swapping';
  return (
    <form className="view stack" onSubmit={submit} aria-busy={busy || swap.quoteLoading}>
      <style>{swapStyles}</style>
      <SwapAmountField
        side="from"
        label={t('swap.youPay')}
        amount={swap.fromAmount}
        token={from}
        pickerRef={triggers.from}
        onPick={() => setPicking('from')}
      />
      <button
        type="button"
        className="secondary swap-flip"
        aria-label={t('swap.flip')}
        onClick={() => portico.flipSwapTokens()}
      >
        ⇅
      </button>
      <SwapAmountField
        side="to"
        label={t('swap.youReceive')}
        amount={swap.toAmount}
        token={to}
        pickerRef={triggers.to}
        onPick={() => setPicking('to')}
      />
      <SwapQuoteDetails />
      <div className="swap-slippage">
        <label htmlFor={slippageId}>{t('swap.slippage')}</label>
        <input
          id={slippageId}
          className="search"
          inputMode="decimal"
          autoComplete="off"
          value={swap.slippageInput ?? String(swap.slippage)}
          aria-invalid={swap.slippageError ? true : undefined}
          onChange={(event) => portico.setSwapSlippage(event.target.value)}
        />
      </div>
      {swap.slippageError && <p className="error-text">{translateText(t, swap.slippageError)}</p>}
      {swap.error && <SwapFailure message={swap.error} onRetry={() => void portico.retrySwap()} />}
      {button.reason && (
        <p id={reasonId} className="swap-blocked">
          {translateText(t, button.reason)}
        </p>
      )}
      <button
        type="submit"
        className="primary"
        disabled={button.disabled}
        aria-describedby={button.reason ? reasonId : undefined}
      >
        {translateText(t, button.label)}
      </button>
    </form>
  );
}

/** A failure of the swap (its tokens, or the swap itself) and the way to try again. */
function SwapFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT(swapMessagePart);
  return (
    <div className="stack">
      <p className="error-text" role="alert">
        {translateText(t, message)}
      </p>
      <button type="button" className="secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
