export { historyConfigFromStack } from './historyConfigFromStack.js';
export { type HistoryIndexer, startHistoryIndexer } from './historyIndexer.js';
export { historyRoutes } from './historyRoutes.js';
export { spamCollections } from './spamCollections.js';
