import type { Logger, Portico } from '@portico/core';
import { createContext, useContext } from 'react';

/** What `PorticoProvider` gives its subtree: the instance and the log the React layer writes to. */
export interface PorticoContextValue {
  portico: Portico;
  logger: Logger;
}

export const PorticoContext = createContext<PorticoContextValue | null>(null);

function usePorticoContext(): PorticoContextValue {
  const value = useContext(PorticoContext);
  if (!value) throw new Error('Portico hooks and components must be used inside <PorticoProvider>');
  return value;
}

/** The Portico instance of the nearest `PorticoProvider`. */
export function usePorticoInstance(): Portico {
  return usePorticoContext().portico;
}

/** Core's logger, as the nearest `PorticoProvider` created it (§9: level 'error', a bounded buffer). */
export function useLogger(): Logger {
  return usePorticoContext().logger;
}
