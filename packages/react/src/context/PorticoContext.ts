import type { Logger, Portico } from '@portico/core';
import { createContext, useContext } from 'react';

export const PorticoContext = createContext<Portico | null>(null);

/** The Portico instance of the nearest `PorticoProvider`. */
export function usePorticoInstance(): Portico {
  const portico = useContext(PorticoContext);
  if (!portico) throw new Error('Portico hooks and components must be used inside <PorticoProvider>');
  return portico;
}

/** The instance's logger (§9: level 'error', a bounded buffer): the React layer logs where core does. */
export function useLogger(): Logger {
  return usePorticoInstance().options.logger;
}
