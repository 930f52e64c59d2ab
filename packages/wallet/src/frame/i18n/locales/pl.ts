import type { FrameMessages } from './en.js';

/** The secure frame's words in pl. */
export const messages: FrameMessages = {
  continue: 'Dalej',
  recoveryPassword: 'Hasło odzyskiwania',
  confirmRecoveryPassword: 'Potwierdź hasło odzyskiwania',
  chooseTitle: 'Ustaw hasło odzyskiwania',
  chooseDescription:
    'Co najmniej {min} znaków i trudne do odgadnięcia. Będzie potrzebne, aby używać portfela na nowym urządzeniu; nikt nie może go zresetować.',
  strength: 'Siła: {word}',
  veryWeak: 'Bardzo słabe',
  weak: 'Słabe',
  fair: 'Przeciętne',
  strong: 'Silne',
  veryStrong: 'Bardzo silne',
  enterTitle: 'Wpisz hasło odzyskiwania',
  enterDescription: 'To urządzenie jest nowe: hasło odzyskiwania odblokuje tu Twój portfel.',
  tooShort: 'Użyj co najmniej {min} znaków',
  tooWeak: 'To hasło jest zbyt łatwe do odgadnięcia: dodaj więcej słów lub znaków',
  passwordsDiffer: 'Hasła nie są zgodne',
  approveHint: 'Zatwierdzenie będzie możliwe, gdy ta prośba będzie w całości widoczna.',
  reject: 'Odrzuć',
  approve: 'Zatwierdź',
  requestFrom: 'Prośba od {origin}',
  network: 'Sieć {network}',
  storage: 'Pamięć',
  storageMemory:
    'Ta przeglądarka nie pozwala bezpiecznemu portfelowi przechowywać danych w tej witrynie. Możesz używać portfela do zamknięcia tej strony; następnym razem będzie potrzebne hasło odzyskiwania.',
  storageRequest: 'Pozwól portfelowi zapamiętać to urządzenie',
  storageRefused: 'Przeglądarka na to nie pozwoliła. Portfel działa do zamknięcia tej strony.',
};
