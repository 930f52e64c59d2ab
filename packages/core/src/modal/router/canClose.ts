import type { ViewName } from '../dialog/types.js';

const signInViews: readonly ViewName[] = ['ApproveTransaction', 'SIWXSignMessage'];

/** §2: closing is disabled on ApproveTransaction or SIWXSignMessage when sign-in is required and no session exists. */
export function canClose(view: ViewName, signInRequired: boolean, hasSession: boolean): boolean {
  return !(signInViews.includes(view) && signInRequired && !hasSession);
}
