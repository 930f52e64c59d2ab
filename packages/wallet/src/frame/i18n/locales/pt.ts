import type { FrameMessages } from './en.js';

/** The secure frame's words in pt. */
export const messages: FrameMessages = {
  continue: 'Continuar',
  recoveryPassword: 'Senha de recuperação',
  confirmRecoveryPassword: 'Confirme a senha de recuperação',
  chooseTitle: 'Escolha uma senha de recuperação',
  chooseDescription:
    'Pelo menos {min} caracteres e difícil de adivinhar. Você precisa dela para usar sua carteira em um novo dispositivo; ninguém pode redefini-la.',
  strength: 'Força: {word}',
  veryWeak: 'Muito fraca',
  weak: 'Fraca',
  fair: 'Razoável',
  strong: 'Forte',
  veryStrong: 'Muito forte',
  enterTitle: 'Digite sua senha de recuperação',
  enterDescription: 'Este dispositivo é novo: sua senha de recuperação desbloqueia sua carteira aqui.',
  tooShort: 'Use pelo menos {min} caracteres',
  tooWeak: 'Esta senha é fácil demais de adivinhar: adicione mais palavras ou caracteres',
  passwordsDiffer: 'As senhas não coincidem',
  approveHint: 'Aprovar fica disponível quando esta solicitação estiver totalmente visível.',
  reject: 'Recusar',
  approve: 'Aprovar',
  requestFrom: 'Solicitação de {origin}',
  network: 'Rede {network}',
  storage: 'Armazenamento',
  storageMemory:
    'Este navegador não permite que a carteira segura guarde dados neste site. Você pode usar sua carteira até fechar esta página; na próxima vez, precisará da sua senha de recuperação.',
  storageRequest: 'Deixar a carteira lembrar deste dispositivo',
  storageRefused: 'O navegador não permitiu. Sua carteira continua funcionando até você fechar esta página.',
};
