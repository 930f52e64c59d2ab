import type { ConnectingMessages } from './en.js';
import { messages as es } from './es.js';

/**
 * Latin-American Spanish (es-419): the connecting views' messages (WalletConnect, Farcaster, email, social
 * login, the email update), the part of `connecting/en.ts` — es's, with the messages that differ.
 */
export const messages: ConnectingMessages = {
  ...es,
  'farcaster.scan': 'Escanea este código QR con la cámara del teléfono o la aplicación de Farcaster',
  'email.codeSentTo': 'Ingresa el código de 6 dígitos que enviamos a {email}',
  'email.codeSentCurrent': 'Ingresa el código de 6 dígitos que enviamos a tu correo actual',
  'email.enterNew': 'Ingresa tu nuevo correo',
  'email.recoveryUnlock': 'Ingresa tu contraseña de recuperación en tu billetera Portico',
  'social.allowAccess': 'Inicia sesión y permite el acceso a Portico en la ventana que se abrió',
  'toast.linkCopyFailed': 'No se pudo copiar el enlace',
  'connect.noWallet': 'No se encontró ninguna billetera',
};
