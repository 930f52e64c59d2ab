import type { PageMessages } from './en.js';

/** The cloud pages' words in es. */
export const messages: PageMessages = {
  mailboxTitle: 'Buzón de Portico',
  mailboxIntro:
    'Correos que la nube habría enviado (no hay servidor SMTP configurado), los más recientes primero.',
  mailboxEmpty: 'Aún no hay correo.',
  mailboxTo: 'Para {to}, {time}',
  checkoutTitle: 'Pago',
  amount: 'Importe',
  youReceive: 'Recibes {amount} en {network} en {account}',
  cardNumber: 'Número de tarjeta',
  expiry: 'Caducidad (MM/AA)',
  cvc: 'CVC',
  pay: 'Pagar',
  testCards: 'Tarjetas de prueba: 4242 4242 4242 4242 paga; 4000 0000 0000 0002 se rechaza.',
  useTestCard: 'Usa una tarjeta de prueba: 4242 4242 4242 4242 o 4000 0000 0000 0002.',
  orderNotFound: 'Pedido no encontrado',
  orderMissing: 'Este pedido no existe.',
  orderClosed: 'Pedido cerrado',
  orderIs: 'Este pedido está {status}.',
  stale: 'Este pedido ya se ha pagado o rechazado, o el formulario está caducado.',
  refused: 'Rechazado',
  ownPage: 'Este formulario debe enviarse desde su propia página.',
  declinedTitle: 'Pago rechazado',
  declined: 'Tu tarjeta ha sido rechazada.',
  failedTitle: 'Error en el pago',
  noAmount: 'El pedido no tiene importe',
  deliveryFailed: 'La entrega ha fallado',
  completeTitle: 'Pago completado',
  delivered: 'Entregado: {hash}',
};
