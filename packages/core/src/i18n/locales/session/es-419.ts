import type { SessionMessages } from './en.js';
import { messages as es } from './es.js';

/**
 * Latin-American Spanish (es-419): the connected session's views' messages (networks, connected wallets,
 * sign-in, approval, transaction status), the part of `session/en.ts` — es's, with the messages that differ.
 */
export const messages: SessionMessages = {
  ...es,
  'wallets.add': 'Agregar billetera',
};
