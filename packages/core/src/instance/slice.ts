import type { Portico } from './portico.js';
import type { PorticoOptions, ResolvedPorticoOptions } from './porticoOptions.js';
import type { PorticoState } from './porticoState.js';
import type { PorticoPorts } from './ports.js';
import type { Runtime } from './runtime.js';
import type { PorticoStorage } from './storage/storage.js';

/** What a slice's initial state may read: the resolved options and what the browser stored. */
interface SliceStart {
  readonly options: ResolvedPorticoOptions;
  readonly storage: PorticoStorage;
}

/** What a slice is created with: the shared runtime, the options as given, and the earlier slices' ports. */
interface SliceContext {
  readonly rt: Runtime;
  readonly portico: PorticoOptions;
  readonly ports: PorticoPorts;
}

/** What a slice adds to an instance: public actions (merged into `Portico`) and its port for later slices. */
interface SliceParts {
  readonly actions?: Partial<Portico>;
  readonly port?: Partial<PorticoPorts>;
}

/**
 * A feature of Portico, registered with one line in `portico/slices.ts`: the keys of the state it owns (at
 * start), and its actions, effects and port, created once per instance in registry order.
 */
export interface Slice {
  readonly name: string;
  /** The slice's options with their defaults applied (and checked), from the options as given. */
  resolveOptions?(given: PorticoOptions): Partial<ResolvedPorticoOptions>;
  initialState?(start: SliceStart): Partial<PorticoState>;
  create?(ctx: SliceContext): SliceParts;
}
