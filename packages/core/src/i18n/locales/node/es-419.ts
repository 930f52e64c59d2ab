import type { NodeMessages } from './en.js';
import { messages as es } from './es.js';

/** Latin-American Spanish (es-419): the transaction-node errors, the part of `node/en.ts` — es's. */
export const messages: NodeMessages = { ...es };
