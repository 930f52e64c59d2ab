import type { SessionMessages } from './en.js';

/**
 * Italian (it): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'Passa a {name}',
  'network.approveSwitch': 'Approva il cambio di rete nel tuo wallet',
  'network.familyUnsupported':
    'Il wallet collegato non supporta le reti {family}. Continua per collegare un wallet che le supporta.',
  'network.switch': 'Cambia',
  'network.unsupported':
    'Questa app non supporta la tua rete attuale. Passa a un’opzione disponibile per continuare.',
  'wallets.none': 'Nessun wallet collegato.',
  'wallets.list': 'Wallet collegati',
  'wallets.add': 'Aggiungi wallet',
  'wallets.active': 'Attivo',
  'wallets.switchTo': 'Passa a {name}',
  'wallets.disconnect': 'Disconnetti {name}',
  'calls.checking': 'Verifica del batch…',
  'calls.pending': 'In attesa',
  'calls.confirmed': 'Confermata',
  'calls.failed': 'Non riuscita',
  'calls.unavailable': 'Stato non disponibile',
  'calls.viewTransaction': 'Visualizza la transazione {hash}',
  'calls.transaction': 'Transazione {hash}',
  'approve.none': 'Nessuna richiesta in attesa.',
  'approve.review': 'Controlla la richiesta nel tuo wallet Portico',
  'siwx.asks': '{app} ti chiede di accedere con il tuo wallet.',
  'siwx.thisApp': 'Questa app',
  'siwx.message': 'Messaggio da firmare',
  'siwx.preparing': 'Preparazione del messaggio…',
  'siwx.authenticating': 'Autenticazione...',
  'siwx.sign': 'Firma',
};
