import type { SessionMessages } from './en.js';

/**
 * German (de): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'Zu {name} wechseln',
  'network.approveSwitch': 'Bestätige den Netzwerkwechsel in deiner Wallet',
  'network.familyUnsupported':
    'Die verbundene Wallet unterstützt keine {family}-Netzwerke. Fahre fort, um eine Wallet zu verbinden, die sie unterstützt.',
  'network.switch': 'Wechseln',
  'network.unsupported':
    'Diese App unterstützt dein aktuelles Netzwerk nicht. Wechsle zu einer verfügbaren Option, um fortzufahren.',
  'wallets.none': 'Keine Wallet verbunden.',
  'wallets.list': 'Verbundene Wallets',
  'wallets.add': 'Wallet hinzufügen',
  'wallets.active': 'Aktiv',
  'wallets.switchTo': 'Zu {name} wechseln',
  'wallets.disconnect': '{name} trennen',
  'calls.checking': 'Batch wird geprüft…',
  'calls.pending': 'Ausstehend',
  'calls.confirmed': 'Bestätigt',
  'calls.failed': 'Fehlgeschlagen',
  'calls.unavailable': 'Status nicht verfügbar',
  'calls.viewTransaction': 'Transaktion {hash} ansehen',
  'calls.transaction': 'Transaktion {hash}',
  'approve.none': 'Keine Anfrage wartet.',
  'approve.review': 'Prüfe die Anfrage in deiner Portico-Wallet',
  'siwx.asks': '{app} bittet dich, dich mit deiner Wallet anzumelden.',
  'siwx.thisApp': 'Diese App',
  'siwx.message': 'Zu signierende Nachricht',
  'siwx.preparing': 'Nachricht wird vorbereitet…',
  'siwx.authenticating': 'Authentifizierung...',
  'siwx.sign': 'Signieren',
};
