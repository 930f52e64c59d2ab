import type { SwapMessages } from './en.js';
import { messages as es } from './es.js';

/**
 * Latin-American Spanish (es-419): the swap's messages (the Swap view and core's swap labels), the part of
 * `swap/en.ts` — es's, with the messages that differ.
 */
export const messages: SwapMessages = {
  ...es,
  'swap.rate': 'Tasa',
  'core.priceImpactRefused':
    'Impacto en el precio demasiado alto: por encima del 15 %, se rechaza el intercambio',
  'core.invalidSlippage': 'El deslizamiento debe estar entre 0.01 % y 50 %',
  'core.approvalReverted': 'Falló la aprobación en la cadena',
  'core.swapReverted': 'Falló el intercambio en la cadena',
  'core.quoteExpired': 'La cotización expiró',
};
