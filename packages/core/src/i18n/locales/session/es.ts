import type { SessionMessages } from './en.js';

/**
 * Spanish (Spain) (es): the connected session's views' messages (networks, connected wallets, sign-in,
 * approval, transaction status), the part of `session/en.ts`, translated; wallet and brand names and
 * placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'Cambiar a {name}',
  'network.approveSwitch': 'Aprueba el cambio de red en tu billetera',
  'network.familyUnsupported':
    'La billetera conectada no admite redes de {family}. Continúa para conectar una billetera que sí las admita.',
  'network.switch': 'Cambiar',
  'network.unsupported':
    'Esta aplicación no admite tu red actual. Cambia a una opción disponible para continuar.',
  'wallets.none': 'No hay ninguna billetera conectada.',
  'wallets.list': 'Billeteras conectadas',
  'wallets.add': 'Añadir billetera',
  'wallets.active': 'Activa',
  'wallets.switchTo': 'Cambiar a {name}',
  'wallets.disconnect': 'Desconectar {name}',
  'calls.checking': 'Comprobando el lote…',
  'calls.pending': 'Pendiente',
  'calls.confirmed': 'Confirmada',
  'calls.failed': 'Fallida',
  'calls.unavailable': 'Estado no disponible',
  'calls.viewTransaction': 'Ver transacción {hash}',
  'calls.transaction': 'Transacción {hash}',
  'approve.none': 'No hay ninguna solicitud pendiente.',
  'approve.review': 'Revisa la solicitud en tu billetera Portico',
  'siwx.asks': '{app} te pide que inicies sesión con tu billetera.',
  'siwx.thisApp': 'Esta aplicación',
  'siwx.message': 'Mensaje para firmar',
  'siwx.preparing': 'Preparando el mensaje…',
  'siwx.authenticating': 'Autenticando...',
  'siwx.sign': 'Firmar',
};
