import type { FrameMessages } from './en.js';

/** The secure frame's words in es-419. */
export const messages: FrameMessages = {
  continue: 'Continuar',
  recoveryPassword: 'Contraseña de recuperación',
  confirmRecoveryPassword: 'Confirma la contraseña de recuperación',
  chooseTitle: 'Elige una contraseña de recuperación',
  chooseDescription:
    'Al menos {min} caracteres y difícil de adivinar. La necesitarás para usar tu billetera en un dispositivo nuevo; nadie puede restablecerla.',
  strength: 'Seguridad: {word}',
  veryWeak: 'Muy débil',
  weak: 'Débil',
  fair: 'Aceptable',
  strong: 'Fuerte',
  veryStrong: 'Muy fuerte',
  enterTitle: 'Ingresa tu contraseña de recuperación',
  enterDescription: 'Este dispositivo es nuevo: tu contraseña de recuperación desbloquea aquí tu billetera.',
  tooShort: 'Usa al menos {min} caracteres',
  tooWeak: 'Esta contraseña es demasiado fácil de adivinar: agrega más palabras o caracteres',
  passwordsDiffer: 'Las contraseñas no coinciden',
  approveHint: 'Podrás aprobar cuando esta solicitud se vea por completo.',
  reject: 'Rechazar',
  approve: 'Aprobar',
  requestFrom: 'Solicitud de {origin}',
  network: 'Red {network}',
  storage: 'Almacenamiento',
  storageMemory:
    'Este navegador no permite que la billetera segura guarde datos en este sitio. Puedes usar tu billetera hasta que cierres esta página; la próxima vez necesitarás tu contraseña de recuperación.',
  storageRequest: 'Permitir que la billetera recuerde este dispositivo',
  storageRefused:
    'El navegador no lo permitió. Tu billetera seguirá funcionando hasta que cierres esta página.',
};
