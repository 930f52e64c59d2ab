import type { FrameMessages } from './en.js';
import { messages as es } from './es.js';

/** The secure frame's words in Latin-American Spanish (es-419): es's, with the messages that differ. */
export const messages: FrameMessages = {
  ...es,
  enterTitle: 'Ingresa tu contraseña de recuperación',
  tooWeak: 'Esta contraseña es demasiado fácil de adivinar: agrega más palabras o caracteres',
  storageRefused:
    'El navegador no lo permitió. Tu billetera seguirá funcionando hasta que cierres esta página.',
  swapExpires: 'Vence',
  summaryAmount: 'Monto',
};
