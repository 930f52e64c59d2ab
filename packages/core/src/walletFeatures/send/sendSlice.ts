import type { Slice } from '../../instance/slice.js';
import type { SendActions } from './sendActions.js';
import { createSendForm } from './sendForm.js';
import { initialSendState } from './sendState.js';

/**
 * The Send flow: the form's setters at once (an input follows every key), the checks, fee and sending with the
 * first use, as its views load.
 */
export const sendSlice: Slice = {
  name: 'send',
  initialState: () => ({ send: initialSendState }),
  create({ rt, ports }) {
    const form = createSendForm(rt);
    let actions: Promise<SendActions> | undefined;
    const send = () => {
      actions ??= import('./sendActions.js').then((m) =>
        m.createSendActions({
          rt,
          client: ports.cloud.client,
          navigate: (view) => ports.modal.navigate(view),
          async afterSend() {
            await Promise.all([
              ports.account.refreshBalance(),
              ports.tokenBalances.fetchTokenBalances(true),
              ports.activity.refreshTransactions(),
            ]);
          },
        }),
      );
      return actions;
    };
    return {
      actions: {
        ...form,
        resolveSendReceiver: async () => (await send()).resolveSendReceiver(),
        setMaxSendAmount: async () => (await send()).setMaxSendAmount(),
        previewSend: async () => (await send()).previewSend(),
        confirmSend: async () => (await send()).confirmSend(),
      },
    };
  },
};
