import type { Runtime } from '../../instance/runtime.js';
import type { ConnectionActions } from '../connection/connectionActions.js';

/**
 * §4 sign-in: leaving SIWXSignMessage (back, or cancel) while sign-in is required and no session exists
 * disconnects the wallet. The full sign-in flow comes with the SIWX feature.
 */
export function leavingSignInDisconnects(rt: Runtime, connections: ConnectionActions): void {
  rt.store.subscribe(
    (state) => state.router.view,
    (view, previous) => {
      if (previous !== 'SIWXSignMessage' || view === 'SIWXSignMessage') return;
      const state = rt.get();
      if (!rt.options.siwx?.getRequired() || state.siwx.hasSession) return;
      if (state.connection.connectedNamespaces.length === 0) return;
      connections
        .disconnect({ closeModal: false })
        .catch((error: unknown) =>
          rt.options.logger.error('Disconnecting after a cancelled sign-in failed', error),
        );
    },
  );
}
