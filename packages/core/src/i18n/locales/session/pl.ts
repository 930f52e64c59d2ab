import type { SessionMessages } from './en.js';

/**
 * Polish (pl): the connected session's views' messages (networks, connected wallets, sign-in, approval,
 * transaction status), the part of `session/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: SessionMessages = {
  'network.switchTo': 'Przełącz na {name}',
  'network.approveSwitch': 'Zatwierdź zmianę sieci w portfelu',
  'network.familyUnsupported':
    'Połączony portfel nie obsługuje sieci {family}. Kontynuuj, aby połączyć portfel, który je obsługuje.',
  'network.switch': 'Przełącz',
  'network.unsupported':
    'Ta aplikacja nie obsługuje Twojej obecnej sieci. Przełącz się na dostępną opcję, aby kontynuować.',
  'wallets.none': 'Żaden portfel nie jest połączony.',
  'wallets.list': 'Połączone portfele',
  'wallets.add': 'Dodaj portfel',
  'wallets.active': 'Aktywny',
  'wallets.switchTo': 'Przełącz na {name}',
  'wallets.disconnect': 'Rozłącz {name}',
  'calls.checking': 'Sprawdzanie pakietu…',
  'calls.pending': 'Oczekuje',
  'calls.confirmed': 'Potwierdzona',
  'calls.failed': 'Nieudana',
  'calls.unavailable': 'Status niedostępny',
  'calls.viewTransaction': 'Zobacz transakcję {hash}',
  'calls.transaction': 'Transakcja {hash}',
  'approve.none': 'Brak oczekujących próśb.',
  'approve.review': 'Sprawdź prośbę w portfelu Portico',
  'siwx.asks': '{app} prosi o zalogowanie się portfelem.',
  'siwx.thisApp': 'Ta aplikacja',
  'siwx.message': 'Wiadomość do podpisania',
  'siwx.preparing': 'Przygotowywanie wiadomości…',
  'siwx.authenticating': 'Uwierzytelnianie...',
  'siwx.sign': 'Podpisz',
};
