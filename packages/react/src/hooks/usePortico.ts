import type { OpenOptions } from '@portico/core';
import { useMemo } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';

export interface UsePorticoResult {
  open(options?: OpenOptions): Promise<void>;
  close(): void;
}

/** Opens and closes the modal. */
export function usePortico(): UsePorticoResult {
  const portico = usePorticoInstance();
  return useMemo(
    () => ({ open: (options) => portico.open(options), close: () => portico.close() }),
    [portico],
  );
}
