import type { OnrampMessages } from './en.js';
import { messages as es } from './es.js';

/**
 * Latin-American Spanish (es-419): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's
 * on-ramp labels), the part of `onramp/en.ts` — es's, with the messages that differ.
 */
export const messages: OnrampMessages = {
  ...es,
  'onramp.amountIn': 'Monto ({currency})',
  'core.enterValidAmount': 'Ingresa un monto válido',
  'core.popupBlocked':
    'Se bloqueó la ventana de pago: permite las ventanas emergentes de este sitio e inténtalo de nuevo',
  'core.purchaseFailed': 'Falló la compra',
  'core.arrived': 'Llegaron {amount}',
  'core.purchaseArrived': 'Tu compra llegó',
};
