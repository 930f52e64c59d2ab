import type { Portico } from '@portico/core';
import { usePorticoInstance } from '../context/PorticoContext.js';

export interface UseDisconnectResult {
  disconnect: Portico['disconnect'];
}

export function useDisconnect(): UseDisconnectResult {
  const portico = usePorticoInstance();
  return { disconnect: (options) => portico.disconnect(options) };
}
