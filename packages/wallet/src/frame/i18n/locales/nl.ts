import type { FrameMessages } from './en.js';

/** The secure frame's words in nl. */
export const messages: FrameMessages = {
  continue: 'Doorgaan',
  recoveryPassword: 'Herstelwachtwoord',
  confirmRecoveryPassword: 'Herstelwachtwoord bevestigen',
  chooseTitle: 'Kies een herstelwachtwoord',
  chooseDescription:
    'Minstens {min} tekens en moeilijk te raden. Je hebt het nodig om je wallet op een nieuw apparaat te gebruiken; niemand kan het opnieuw instellen.',
  strength: 'Sterkte: {word}',
  veryWeak: 'Zeer zwak',
  weak: 'Zwak',
  fair: 'Redelijk',
  strong: 'Sterk',
  veryStrong: 'Zeer sterk',
  enterTitle: 'Voer je herstelwachtwoord in',
  enterDescription: 'Dit apparaat is nieuw: je herstelwachtwoord ontgrendelt hier je wallet.',
  tooShort: 'Gebruik minstens {min} tekens',
  tooWeak: 'Dit wachtwoord is te makkelijk te raden: voeg meer woorden of tekens toe',
  passwordsDiffer: 'De wachtwoorden komen niet overeen',
  approveHint: 'Goedkeuren kan zodra dit verzoek volledig in beeld is.',
  reject: 'Weigeren',
  approve: 'Goedkeuren',
  requestFrom: 'Verzoek van {origin}',
  network: 'Netwerk {network}',
  storage: 'Opslag',
  storageMemory:
    'Deze browser laat de beveiligde wallet geen gegevens bewaren op deze site. Je kunt je wallet gebruiken tot je deze pagina sluit; de volgende keer heb je je herstelwachtwoord nodig.',
  storageRequest: 'De wallet dit apparaat laten onthouden',
  storageRefused: 'De browser stond het niet toe. Je wallet werkt nog tot je deze pagina sluit.',
};
