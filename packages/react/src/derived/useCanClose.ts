import { canClose } from '@portico/core';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from '../hooks/usePorticoState.js';

/** Core's §2 rule: closing is disabled on the sign-in views while sign-in is required and no session exists. */
export function useCanClose(): boolean {
  const { siwx } = usePorticoInstance().options;
  return usePorticoState((state) =>
    canClose(state.router.view, siwx?.getRequired() ?? false, state.siwx.hasSession),
  );
}
