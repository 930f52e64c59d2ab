import type { Slice } from '../../instance/slice.js';
import type { NftsActions } from './nftsActions.js';
import { initialNftsState } from './nftsState.js';

/**
 * The NFTs tab's list, from Portico Cloud (none without it). Its actions load with the first fetch, as its tab
 * does, so a dApp whose visitors never open it does not ship them in its initial JavaScript.
 */
export const nftsSlice: Slice = {
  name: 'nfts',
  initialState: () => ({ nfts: initialNftsState }),
  create({ rt, ports }) {
    let nfts: Promise<NftsActions> | undefined;
    return {
      actions: {
        async fetchNfts() {
          nfts ??= import('./nftsActions.js').then((m) =>
            m.createNftsActions({
              client: ports.cloud.client,
              supportedChains: ports.cloud.supportedChains,
              get: rt.get,
              set: rt.set,
              subscribe: (selector, listener) => void rt.store.subscribe(selector, listener),
              showToast: ports.notifications.showToast,
              logger: rt.options.logger,
            }),
          );
          await (await nfts).fetchNfts();
        },
      },
    };
  },
};
