import { type ConnectListItem, createConnectListSelector } from '@portico/core';
import { useMemo } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from '../hooks/usePorticoState.js';

/** Core's §9-ordered wallet list; the selector keeps its reference while connectors, recents and networks are unchanged. */
export function useConnectList(): ConnectListItem[] {
  const { options } = usePorticoInstance();
  return usePorticoState(useMemo(() => createConnectListSelector(options), [options]));
}
