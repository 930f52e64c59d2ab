import type { Slice } from '../../instance/slice.js';
import { leavingSignInDisconnects } from './signIn.js';

/** §4 sign-in: the session flag, and leaving a required sign-in disconnects. */
export const siwxSlice: Slice = {
  name: 'siwx',
  initialState: () => ({ siwx: { hasSession: false } }),
  create({ rt, ports }) {
    leavingSignInDisconnects(rt, ports.connections);
    return {};
  },
};
