import type { FrameMessages } from './en.js';

/** The secure frame's words in fr. */
export const messages: FrameMessages = {
  continue: 'Continuer',
  recoveryPassword: 'Mot de passe de récupération',
  confirmRecoveryPassword: 'Confirmer le mot de passe de récupération',
  chooseTitle: 'Choisissez un mot de passe de récupération',
  chooseDescription:
    'Au moins {min} caractères et difficile à deviner. Il vous faut pour utiliser votre wallet sur un nouvel appareil ; personne ne peut le réinitialiser.',
  strength: 'Robustesse : {word}',
  veryWeak: 'Très faible',
  weak: 'Faible',
  fair: 'Moyenne',
  strong: 'Bonne',
  veryStrong: 'Très bonne',
  enterTitle: 'Saisissez votre mot de passe de récupération',
  enterDescription:
    'Cet appareil est nouveau : votre mot de passe de récupération y déverrouille votre wallet.',
  tooShort: 'Utilisez au moins {min} caractères',
  tooWeak: 'Ce mot de passe est trop facile à deviner : ajoutez des mots ou des caractères',
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  approveHint: 'Approuver sera possible dès que cette demande sera entièrement visible.',
  reject: 'Refuser',
  approve: 'Approuver',
  requestFrom: 'Demande de {origin}',
  network: 'Réseau {network}',
  storage: 'Stockage',
  storageMemory:
    'Ce navigateur ne permet pas au wallet sécurisé de conserver des données sur ce site. Vous pouvez utiliser votre wallet jusqu’à la fermeture de cette page ; la prochaine fois, il vous faudra votre mot de passe de récupération.',
  storageRequest: 'Laisser le wallet se souvenir de cet appareil',
  storageRefused:
    'Le navigateur ne l’a pas permis. Votre wallet fonctionne jusqu’à la fermeture de cette page.',
};
