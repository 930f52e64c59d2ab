import type { BaseMessages } from './en.js';
import { messages as es } from './es.js';

/** Latin-American Spanish (es-419): the catalogue of `en.ts` — es's, with the messages that differ. */
export const messages: BaseMessages = {
  ...es,
  'toast.addressCopyFailed': 'No se pudo copiar la dirección',
  'alert.NETWORK_NOT_FOUND.long':
    'La red no está en la lista de redes configuradas. Agrégala a la opción `networks`.',
  'alert.SERVER_ERROR.long':
    'No se pudo obtener la configuración de la aplicación del servidor. Inténtalo de nuevo más tarde.',
  'alert.RATE_LIMITED.long':
    'Se enviaron demasiadas solicitudes en poco tiempo. Espera un momento e inténtalo de nuevo.',
  'alert.EMBEDDED_WALLET_LOAD_FAILED': 'Error de red - No se pudo cargar la billetera integrada',
  'alert.EMBEDDED_WALLET_LOAD_FAILED.long':
    'No se pudo cargar la billetera integrada. Comprueba tu conexión de red y que este origen esté permitido.',
  'alert.EMBEDDED_WALLET_REQUEST_TIMEOUT': 'La solicitud a la billetera integrada expiró',
  'alert.EMBEDDED_WALLET_REQUEST_TIMEOUT.long':
    'La billetera integrada no respondió a tiempo. Comprueba tu conexión de red e inténtalo de nuevo.',
  'alert.SESSION_EXPIRED': 'Sesión expirada',
  'alert.SESSION_EXPIRED.long':
    'La sesión no es válida o expiró. Comprueba que la fecha y la hora de tu dispositivo sean correctas y vuelve a conectarte.',
  'alert.UNVERIFIED_DOMAIN.long':
    'Este dominio no está verificado para el proyecto. Agrégalo a los orígenes permitidos del proyecto.',
  'alert.LOCAL_CONFIGURATION_IGNORED.long':
    'La configuración remota del proyecto reemplaza estos ajustes locales: {settings}',
  'core.enterAmount': 'Ingresa un monto',
  'core.rejectedInWallet': 'Se rechazó la transacción en la billetera',
  'core.notConfirmed': 'La transacción no se confirmó a tiempo',
  'core.insufficientFunds': 'Fondos insuficientes para el gas y el monto',
  'core.siwxInitFailed': 'Ocurrió un problema al iniciar la autenticación',
  'error.EMAIL_INVALID': 'Ingresa una dirección de correo válida',
  'error.FAILED_TO_FETCH_TRANSACTIONS': 'No se pudieron obtener las transacciones',
  'error.FAILED_TO_FETCH_NFTS': 'No se pudieron obtener los NFT',
  'error.FAILED_TO_CONNECT': 'No se pudo conectar',
  'error.FAILED_TO_INITIATE_SOCIAL': 'No se pudo iniciar la conexión social',
  'error.FAILED_TO_CONNECT_FARCASTER': 'No se pudo conectar con Farcaster',
  'error.WALLET_UNAUTHORIZED': 'La billetera no autorizó este sitio o esta cuenta',
  'error.FAILED_TO_DISCONNECT': 'No se pudo desconectar',
  'error.USER_REJECTED_REQUEST': 'El usuario rechazó la solicitud.',
  'error.FRAME_ERROR': 'Ocurrió un error',
  'error.FRAME_ABORTED': 'Algo salió mal',
  'error.HTTP_REQUEST_FAILED': 'Falló la solicitud HTTP.',
  'error.HTTP_TIMEOUT': 'La solicitud tardó demasiado en responder.',
};
