import type { ChainDataClient } from '../../cloud/client/chainDataClient.js';
import type { PorticoState } from '../../instance/porticoState.js';
import type { Logger } from '../../shared/logger/logger.js';
import { connectedAddress } from './activityAccount.js';

export interface OnrampPurchasesEnv {
  client: Pick<ChainDataClient, 'getOnrampHistory'>;
  get(): PorticoState;
  set(update: (state: PorticoState) => PorticoState): void;
  logger: Pick<Logger, 'warn'>;
}

/**
 * §3 coinbaseTransactions: the connected account's on-ramp orders with each of `providers`, newest first, not
 * spam-filtered (§5). A provider whose list cannot be read keeps nothing from it (logged); a list read for an account
 * that is no longer the active one is dropped.
 */
export async function loadOnrampPurchases(
  env: OnrampPurchasesEnv,
  providers: readonly string[],
): Promise<void> {
  const address = connectedAddress(env.get());
  if (address === undefined) return;
  const pages = await Promise.all(
    providers.map((provider) =>
      env.client.getOnrampHistory(address, provider).then(
        (page) => page.data,
        (error: unknown) => {
          env.logger.warn(`The on-ramp purchases of ${provider} could not be read`, error);
          return [];
        },
      ),
    ),
  );
  if (connectedAddress(env.get()) !== address) return;
  const purchases = pages.flat().sort((a, b) => b.metadata.minedAt.localeCompare(a.metadata.minedAt));
  env.set((state) => ({ ...state, activity: { ...state.activity, coinbaseTransactions: purchases } }));
}
