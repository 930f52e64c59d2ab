import type { Slice } from '../../instance/slice.js';
import type { ActivityActions } from './activityActions.js';
import { initialActivityState } from './activityState.js';

declare module '../../instance/ports.js' {
  interface PorticoPorts {
    activity: {
      /** Starts the Activity list over, when it was loaded (after a send). */
      refreshTransactions(): Promise<void>;
      /** Reads the account's on-ramp purchases with these providers (§3 coinbaseTransactions); none without a cloud. */
      fetchOnrampTransactions(providers: readonly string[]): Promise<void>;
    };
  }
}

/**
 * §5 the Activity tab's list, from Portico Cloud (none without it). Its actions load with the first fetch, as
 * its tab does, so a dApp whose visitors never open it does not ship them in its initial JavaScript.
 */
export const activitySlice: Slice = {
  name: 'activity',
  initialState: () => ({ activity: initialActivityState }),
  create({ rt, ports }) {
    let activity: Promise<ActivityActions> | undefined;
    const load = () =>
      import('./activityActions.js').then((m) =>
        m.createActivityActions({
          client: ports.cloud.client,
          supportedChains: ports.cloud.supportedChains,
          get: rt.get,
          set: rt.set,
          subscribe: (selector, listener) => void rt.store.subscribe(selector, listener),
          showToast: ports.notifications.showToast,
          reportError: (report) => void ports.analytics?.reportError(report),
          logger: rt.options.logger,
        }),
      );
    return {
      port: {
        activity: {
          async refreshTransactions() {
            // A list never loaded has nothing to start over: its tab loads it fresh.
            if (activity) (await activity).restartTransactions();
          },
          async fetchOnrampTransactions(providers) {
            const client = ports.cloud.client;
            if (!client || providers.length === 0) return;
            const { loadOnrampPurchases } = await import('./onrampPurchases.js');
            await loadOnrampPurchases(
              { client, get: rt.get, set: rt.set, logger: rt.options.logger },
              providers,
            );
          },
        },
      },
      actions: {
        async fetchTransactions() {
          activity ??= load();
          await (await activity).fetchTransactions();
        },
      },
    };
  },
};
