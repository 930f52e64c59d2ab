import { selectCanClose } from '@portico/core';
import { useMemo } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from '../hooks/usePorticoState.js';

/** Core's §2 rule: closing is disabled on the sign-in views while sign-in is required and no session exists. */
export function useCanClose(): boolean {
  const { options } = usePorticoInstance();
  return usePorticoState(useMemo(() => selectCanClose(options), [options]));
}
