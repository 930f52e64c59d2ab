import type { Runtime } from '../../instance/runtime.js';
import type { ViewName } from '../../modal/dialog/types.js';
import { withHistory } from '../../modal/router/withHistory.js';

/** Opens the modal on one view alone (no Back): what sign-in asks, or Connect after a required sign-in was declined. */
export function openAlone(rt: Runtime, view: Extract<ViewName, 'SIWXSignMessage' | 'Connect'>): void {
  rt.set((s) => withHistory({ ...s, modal: { ...s.modal, open: true } }, [{ view, data: undefined }]));
}
