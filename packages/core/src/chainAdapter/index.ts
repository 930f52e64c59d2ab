export type { ChainAdapter, ChainAdapterContext, NamespaceConnection } from './ChainAdapter.js';
