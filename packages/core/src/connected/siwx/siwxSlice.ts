import { assertSiwxOptions } from '../../instance/siwxOptions.js';
import type { Slice } from '../../instance/slice.js';

/** §3 the sign-in session flag; sign-in itself is not built yet (the `siwx` option is checked and ignored). */
export const siwxSlice: Slice = {
  name: 'siwx',
  resolveOptions(given) {
    assertSiwxOptions(given);
    return { siweConfig: given.siweConfig };
  },
  initialState: () => ({ siwx: { hasSession: false } }),
};
