import { selectActiveAccount, selectIsConnected } from '../../connected/account/selectors.js';
import type { Runtime } from '../../instance/runtime.js';
import type { Slice } from '../../instance/slice.js';
import { showAlert } from '../../modal/alerts/showAlert.js';
import type { Analytics } from './analytics.js';

declare module '../../instance/ports.js' {
  interface PorticoPorts {
    /** Absent without Portico Cloud: nothing is reported. */
    analytics: Analytics | undefined;
  }
}

/** The analytics events the modal sends: open and close, connect success and connect errors. */
function trackModal(rt: Runtime, analytics: Analytics) {
  rt.store.subscribe(
    (state) => state.modal.open,
    (open) => void analytics.sendEvent({ event: open ? 'MODAL_OPEN' : 'MODAL_CLOSE' }),
  );
  rt.store.subscribe(
    (state) => state.connection.error,
    (error) => {
      if (error)
        void analytics.reportError({
          event: 'CONNECT_ERROR',
          errorType: error.code === undefined ? 'ConnectError' : `WalletError ${error.code}`,
          errorMessage: error.message,
          stackTrace: '',
        });
    },
  );
  rt.store.subscribe(
    (state) => state.connection.connectedNamespaces.length,
    (count, previous) => {
      if (count > previous) void analytics.sendEvent({ event: 'CONNECT_SUCCESS' });
    },
  );
}

/**
 * §7 analytics through Portico Cloud. The module loads right after start, outside the page's initial
 * JavaScript; events wait for it.
 */
export const analyticsSlice: Slice = {
  name: 'analytics',
  create({ rt, ports }) {
    const { client } = ports.cloud;
    if (!client) return { port: { analytics: undefined } };
    const loaded = import('./analytics.js').then((m) =>
      m.createAnalytics({
        client,
        localEnabled: rt.options.features.analytics,
        onInvalidConfiguration: () => showAlert(rt, 'INVALID_APP_CONFIGURATION'),
        address() {
          const state = rt.get();
          return selectIsConnected(state) ? selectActiveAccount(state)?.address : undefined;
        },
      }),
    );
    const analytics: Analytics = {
      enabled: loaded.then((a) => a.enabled),
      sendEvent: async (props) => (await loaded).sendEvent(props),
      reportError: async (report) => (await loaded).reportError(report),
    };
    trackModal(rt, analytics);
    return { port: { analytics } };
  },
};
