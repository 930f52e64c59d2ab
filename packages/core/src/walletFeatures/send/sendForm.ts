import type { TokenBalance } from '../../domain/chainAdapter/token.js';
import type { Runtime } from '../../instance/runtime.js';
import { initialSendState, type SendState } from './sendState.js';

/** The Send form's plain setters: synchronous, so an input the visitor types in follows every key. */
export interface SendForm {
  setSendToken(token: TokenBalance): void;
  setSendAmount(amount: string): void;
  /** The receiver as typed; a name is resolved by `resolveSendReceiver`. */
  setSendReceiver(receiver: string): void;
  resetSend(): void;
}

export function createSendForm(rt: Runtime): SendForm {
  // A change of what is sent drops the fee estimated for it and the last error.
  const update = (change: Partial<SendState>) =>
    rt.set((s) => ({ ...s, send: { ...s.send, fee: undefined, error: undefined, ...change } }));
  const reset = () => rt.set((s) => ({ ...s, send: initialSendState }));

  // §4: selecting a network in another namespace resets the send state.
  rt.store.subscribe((state) => state.connection.activeNamespace, reset);

  return {
    setSendToken: (token) => update({ token, sent: undefined }),
    setSendAmount: (sendTokenAmount) => update({ sendTokenAmount }),
    setSendReceiver: (receiverAddress) =>
      update({
        receiverAddress,
        resolvedReceiver: undefined,
        receiverProfileName: undefined,
        receiverProfileImage: undefined,
      }),
    resetSend: reset,
  };
}
