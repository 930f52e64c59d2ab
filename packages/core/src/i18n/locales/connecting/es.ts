import type { ConnectingMessages } from './en.js';

/**
 * Spanish (Spain) (es): the connecting views' messages (WalletConnect, Farcaster, email, social login, the
 * email update), the part of `connecting/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: ConnectingMessages = {
  'wc.notSetUp': 'WalletConnect no está configurado para este sitio.',
  'wc.qrLabel': 'Código QR para conectar {name}',
  'wc.scan': 'Escanea este código QR con {name}',
  'wc.openMobile': 'Abrir la aplicación',
  'wc.openDesktop': 'Abrir la aplicación de escritorio',
  'wc.openWeb': 'Abrir la aplicación web',
  'farcaster.scan': 'Escanea este código QR con la cámara del móvil o la aplicación de Farcaster',
  'farcaster.waiting': 'Esperando a que apruebes el inicio de sesión en Farcaster',
  'farcaster.open': 'Abrir en Farcaster',
  'farcaster.qrLabel': 'Código QR para iniciar sesión con Farcaster',
  'email.codeSentTo': 'Introduce el código de 6 dígitos que hemos enviado a {email}',
  'email.codeSentCurrent': 'Introduce el código de 6 dígitos que hemos enviado a tu correo actual',
  'email.code': 'Código',
  'email.resend': 'Reenviar código',
  'email.connectedAs': 'Conectado como {email}',
  'email.newEmail': 'Nuevo correo',
  'email.enterNew': 'Introduce tu nuevo correo',
  'email.recoveryUnlock': 'Introduce tu contraseña de recuperación en tu billetera Portico',
  'email.recoveryChoose': 'Elige una contraseña de recuperación en tu billetera Portico',
  'social.linkDescription':
    'Este correo ya tiene una billetera Portico: el código permite que tu inicio de sesión con {name} la abra.',
  'social.continueIn': 'Continúa en la ventana de {name}',
  'social.allowAccess': 'Inicia sesión y permite el acceso a Portico en la ventana que se ha abierto',
  'common.copyLink': 'Copiar enlace',
  'common.preparingQr': 'Preparando el código QR…',
  'toast.linkCopied': 'Enlace copiado',
  'toast.linkCopyFailed': 'No se ha podido copiar el enlace',
  'connect.searchWallet': 'Buscar billetera',
  'connect.searchWallets': 'Buscar billeteras',
  'connect.wallets': 'Billeteras',
  'connect.loadingWallets': 'Cargando billeteras…',
  'connect.noWallet': 'No se ha encontrado ninguna billetera',
  'connect.yourWallet': 'tu billetera',
  'connect.continueIn': 'Continúa en {name}',
  'connect.acceptRequest': 'Acepta la solicitud de conexión en la billetera',
};
