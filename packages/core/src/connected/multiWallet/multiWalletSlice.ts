import type { Slice } from '../../instance/slice.js';
import { createMultiWalletActions } from './multiWalletActions.js';

/** §6 several wallets connected at once (when the multiWallet feature is on). */
export const multiWalletSlice: Slice = {
  name: 'multiWallet',
  create: ({ rt, ports }) => ({
    actions: createMultiWalletActions(rt, ports.connections, ports.account.afterChange),
  }),
};
