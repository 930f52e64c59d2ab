import type { FrameMessages } from './en.js';

/** The secure frame's words in it. */
export const messages: FrameMessages = {
  continue: 'Continua',
  recoveryPassword: 'Password di recupero',
  confirmRecoveryPassword: 'Conferma la password di recupero',
  chooseTitle: 'Scegli una password di recupero',
  chooseDescription:
    'Almeno {min} caratteri e difficile da indovinare. Ti serve per usare il wallet su un nuovo dispositivo; nessuno può reimpostarla.',
  strength: 'Robustezza: {word}',
  veryWeak: 'Molto debole',
  weak: 'Debole',
  fair: 'Discreta',
  strong: 'Forte',
  veryStrong: 'Molto forte',
  enterTitle: 'Inserisci la password di recupero',
  enterDescription: 'Questo dispositivo è nuovo: la password di recupero sblocca qui il tuo wallet.',
  tooShort: 'Usa almeno {min} caratteri',
  tooWeak: 'Questa password è troppo facile da indovinare: aggiungi altre parole o caratteri',
  passwordsDiffer: 'Le password non coincidono',
  approveHint: 'Potrai approvare quando questa richiesta sarà completamente visibile.',
  reject: 'Rifiuta',
  approve: 'Approva',
  requestFrom: 'Richiesta da {origin}',
  network: 'Rete {network}',
  storage: 'Archiviazione',
  storageMemory:
    'Questo browser non consente al wallet sicuro di conservare dati su questo sito. Puoi usare il wallet finché non chiudi questa pagina; la prossima volta ti servirà la password di recupero.',
  storageRequest: 'Consenti al wallet di ricordare questo dispositivo',
  storageRefused: 'Il browser non l’ha consentito. Il wallet funziona finché non chiudi questa pagina.',
};
