import type { Slice } from '../../instance/slice.js';
import { startConnections } from './startConnections.js';

/**
 * §4 start: the adapters and connector sources are set up and the stored connections restored (`ready`); from
 * then on every change of the connections is persisted and followed by the adapters.
 */
export const restoreSlice: Slice = {
  name: 'restore',
  create: ({ rt, ports }) => ({ actions: { ready: startConnections(rt, ports.connections, ports.account) } }),
};
