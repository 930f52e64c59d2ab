import type { Portico } from '../instance/portico.js';
import type { PorticoOptions } from '../instance/porticoOptions.js';
import type { PorticoState } from '../instance/porticoState.js';
import type { PorticoPorts } from '../instance/ports.js';
import { resolveOptions } from '../instance/resolveOptions.js';
import { createRuntime } from '../instance/runtime.js';
import { createStorage } from '../instance/storage/storage.js';
import { PorticoError } from '../shared/errors/PorticoError.js';
import { slices } from './slices.js';

/**
 * Creates a Portico instance: the options resolved, each slice's state at start, then each slice created in
 * registry order over one shared runtime; the instance is the store plus every slice's actions.
 */
export function createPortico(portico: PorticoOptions): Portico {
  const options = resolveOptions(
    portico,
    slices.map((slice) => slice.resolveOptions?.(portico) ?? {}),
  );
  // §4: a stored value that cannot be read back is reported, and the instance starts as if it were absent.
  const storage = createStorage(portico.storage, (key, raw) =>
    options.logger.error(
      key.corrupt ? new PorticoError(key.corrupt).message : `Ignored a corrupt stored value`,
      { key: key.name, raw },
    ),
  );
  const start = { options, storage };
  const initialState = Object.assign(
    {},
    ...slices.map((slice) => slice.initialState?.(start)),
  ) as PorticoState;
  const rt = createRuntime(portico, options, storage, initialState);
  // Filled in registry order: a slice reads the ports of the slices before it.
  const ports = {} as PorticoPorts;
  const actions: Partial<Portico>[] = [];
  for (const slice of slices) {
    const parts = slice.create?.({ rt, portico, ports });
    Object.assign(ports, parts?.port);
    if (parts?.actions) actions.push(parts.actions);
  }
  return Object.assign(
    {
      options,
      getState: rt.get,
      subscribe: rt.store.subscribe,
      destroy() {
        rt.destroy();
        for (const adapter of rt.adapters.values()) adapter.destroy?.();
        for (const source of rt.sources.values()) source.destroy?.();
      },
    },
    ...actions,
  ) as Portico;
}
