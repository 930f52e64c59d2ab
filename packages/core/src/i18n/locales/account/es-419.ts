import type { AccountMessages } from './en.js';
import { messages as es } from './es.js';

/**
 * Latin-American Spanish (es-419): the Account view's messages (its tabs, tokens, NFTs, activity, wallet
 * features and account type; core's activity labels), the part of `account/en.ts` — es's, with the messages
 * that differ.
 */
export const messages: AccountMessages = {
  ...es,
  'account.nftsFailed': 'No se pudieron cargar los NFT',
  'core.op.Withdraw': 'Retiro',
  'core.op.Repay': 'Pago',
  'core.op.Claim': 'Reclamo',
};
