import type { NavigateArgs, OpenOptions, ViewName } from './types.js';

/** The public actions of the modal and its §2 router. */
export interface ModalApi {
  /** Opens the modal by the five rules of §2, in order. */
  open(options?: OpenOptions): Promise<void>;
  /** Closes the modal (unless closing is disabled) and resets the view (§2). */
  close(): void;
  /** Pops the view history; at the first view it closes (§2). */
  back(): void;
  navigate<V extends ViewName>(view: V, ...args: NavigateArgs<V>): void;
  /** Shakes the modal for 500 ms (§4). */
  shake(): void;
}

declare module '../../instance/portico.js' {
  interface Portico extends ModalApi {}
}
