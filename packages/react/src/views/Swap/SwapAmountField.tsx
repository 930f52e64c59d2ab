import type { SwapSide, SwapToken } from '@portico/core';
import { swapMessagePart } from '@portico/core';
import { type Ref, useId } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { useT } from '../../hooks/useT.js';

interface FieldProps {
  side: SwapSide;
  /** 'You pay' or 'You receive'. */
  label: string;
  amount: string;
  token: SwapToken | undefined;
  pickerRef: Ref<HTMLButtonElement>;
  onPick(): void;
}

/** One side of the swap: its amount (either may be typed) and the button that opens its token picker. */
export function SwapAmountField({ side, label, amount, token, pickerRef, onPick }: FieldProps) {
  const portico = usePorticoInstance();
  const t = useT(swapMessagePart);
  const id = useId();
  return (
    <div className="swap-field">
      <label htmlFor={id}>{label}</label>
      <div className="swap-field-row">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={amount}
          onChange={(event) => portico.setSwapAmount(side, event.target.value)}
        />
        <button
          ref={pickerRef}
          type="button"
          className="secondary swap-token"
          aria-label={
            token
              ? t('swap.tokenOf', { label, symbol: token.symbol })
              : t('swap.tokenSelect', { label, select: t('swap.selectToken') })
          }
          onClick={onPick}
        >
          {token?.symbol ?? t('swap.selectToken')}
        </button>
      </div>
    </div>
  );
}
