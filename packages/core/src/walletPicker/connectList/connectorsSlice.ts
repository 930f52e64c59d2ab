import type { Slice } from '../../instance/slice.js';
import { recentWalletsKey } from './recentWalletsKey.js';

/** The connectors the sources discovered, and the recently used wallets. */
export const connectorsSlice: Slice = {
  name: 'connectors',
  initialState: ({ storage }) => ({
    connectors: { connectors: [], recentWallets: storage.get(recentWalletsKey) ?? [] },
  }),
};
