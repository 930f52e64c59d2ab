import type { FrameMessages } from './en.js';

/** The secure frame's words in de. */
export const messages: FrameMessages = {
  continue: 'Weiter',
  recoveryPassword: 'Wiederherstellungspasswort',
  confirmRecoveryPassword: 'Wiederherstellungspasswort bestätigen',
  chooseTitle: 'Wähle ein Wiederherstellungspasswort',
  chooseDescription:
    'Mindestens {min} Zeichen und schwer zu erraten. Du brauchst es, um deine Wallet auf einem neuen Gerät zu nutzen; niemand kann es zurücksetzen.',
  strength: 'Stärke: {word}',
  veryWeak: 'Sehr schwach',
  weak: 'Schwach',
  fair: 'Mittel',
  strong: 'Stark',
  veryStrong: 'Sehr stark',
  enterTitle: 'Gib dein Wiederherstellungspasswort ein',
  enterDescription: 'Dieses Gerät ist neu: Dein Wiederherstellungspasswort entsperrt hier deine Wallet.',
  tooShort: 'Verwende mindestens {min} Zeichen',
  tooWeak: 'Dieses Passwort ist zu leicht zu erraten: Füge weitere Wörter oder Zeichen hinzu',
  passwordsDiffer: 'Die Passwörter stimmen nicht überein',
  approveHint: 'Genehmigen ist möglich, sobald diese Anfrage vollständig sichtbar ist.',
  reject: 'Ablehnen',
  approve: 'Genehmigen',
  requestFrom: 'Anfrage von {origin}',
  network: 'Netzwerk {network}',
  storage: 'Speicher',
  storageMemory:
    'Dieser Browser erlaubt der sicheren Wallet nicht, auf dieser Website Daten zu speichern. Du kannst deine Wallet nutzen, bis du diese Seite schließt; beim nächsten Mal brauchst du dein Wiederherstellungspasswort.',
  storageRequest: 'Die Wallet dieses Gerät merken lassen',
  storageRefused:
    'Der Browser hat es nicht erlaubt. Deine Wallet funktioniert weiter, bis du diese Seite schließt.',
};
