import type { SessionMessages } from './en.js';

/**
 * Dutch (nl): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'Overschakelen naar {name}',
  'network.approveSwitch': 'Keur de netwerkwissel goed in je wallet',
  'network.familyUnsupported':
    'De verbonden wallet ondersteunt geen {family}-netwerken. Ga door om een wallet te verbinden die dat wel doet.',
  'network.switch': 'Wisselen',
  'network.unsupported':
    'Deze app ondersteunt je huidige netwerk niet. Schakel over naar een beschikbare optie om door te gaan.',
  'wallets.none': 'Er is geen wallet verbonden.',
  'wallets.list': 'Verbonden wallets',
  'wallets.add': 'Wallet toevoegen',
  'wallets.active': 'Actief',
  'wallets.switchTo': 'Overschakelen naar {name}',
  'wallets.disconnect': 'Verbinding met {name} verbreken',
  'calls.checking': 'Batch controleren…',
  'calls.pending': 'In behandeling',
  'calls.confirmed': 'Bevestigd',
  'calls.failed': 'Mislukt',
  'calls.unavailable': 'Status niet beschikbaar',
  'calls.viewTransaction': 'Transactie {hash} bekijken',
  'calls.transaction': 'Transactie {hash}',
  'approve.none': 'Er wacht geen verzoek.',
  'approve.review': 'Bekijk het verzoek in je Portico-wallet',
  'siwx.asks': '{app} vraagt je in te loggen met je wallet.',
  'siwx.thisApp': 'Deze app',
  'siwx.message': 'Te ondertekenen bericht',
  'siwx.preparing': 'Bericht voorbereiden…',
  'siwx.authenticating': 'Authenticeren...',
  'siwx.sign': 'Ondertekenen',
};
