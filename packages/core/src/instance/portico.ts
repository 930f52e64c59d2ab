import type { ResolvedPorticoOptions } from './porticoOptions.js';
import type { PorticoState } from './porticoState.js';

export type Unsubscribe = () => void;

/**
 * A Portico instance: the options, the store and, merged in by each feature slice from its own folder
 * (declaration merging), the actions of every feature.
 */
export interface Portico {
  readonly options: ResolvedPorticoOptions;
  /** Resolves when adapters are set up and the stored connections were restored (§4 start). */
  readonly ready: Promise<void>;
  getState(): PorticoState;
  subscribe(listener: (state: PorticoState, previous: PorticoState) => void): Unsubscribe;
  subscribe<T>(
    selector: (state: PorticoState) => T,
    listener: (value: T, previous: T) => void,
    equals?: (a: T, b: T) => boolean,
  ): Unsubscribe;
  /** Stops adapters, timers and listeners. */
  destroy(): void;
}
