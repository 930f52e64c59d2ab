import { type SendState, selectSendAmountUsd, selectSendTokens, type TokenBalance } from '@portico/core';
import { useMemo } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from './usePorticoState.js';

export interface UseSendResult extends SendState {
  /** The tokens the account can send on the active network. */
  tokens: readonly TokenBalance[];
  /** The typed amount's value in dollars and pennies, when the token has a price. */
  amountUsd: string | undefined;
  setToken(token: TokenBalance): void;
  setAmount(amount: string): void;
  setReceiver(receiver: string): void;
  /** The §5 send checks, then the fee estimate (`fee`); a failure sets `error`. */
  preview(): Promise<void>;
  /** Sends through the connected wallet; success clears the form and keeps `sent`. */
  confirm(): Promise<void>;
  reset(): void;
}

/** The Send flow for a dApp's own form: token, amount and receiver, preview (fee), then confirm. */
export function useSend(): UseSendResult {
  const portico = usePorticoInstance();
  const send = usePorticoState((state) => state.send);
  const tokens = usePorticoState(selectSendTokens);
  const amountUsd = usePorticoState(selectSendAmountUsd);
  const actions = useMemo(
    () => ({
      setToken: (token: TokenBalance) => portico.setSendToken(token),
      setAmount: (amount: string) => portico.setSendAmount(amount),
      setReceiver: (receiver: string) => portico.setSendReceiver(receiver),
      preview: () => portico.previewSend(),
      confirm: () => portico.confirmSend(),
      reset: () => portico.resetSend(),
    }),
    [portico],
  );
  return { ...send, tokens, amountUsd, ...actions };
}
