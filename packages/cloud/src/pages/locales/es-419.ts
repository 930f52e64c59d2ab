import type { PageMessages } from './en.js';

/** The cloud pages' words in es-419. */
export const messages: PageMessages = {
  mailboxTitle: 'Buzón de Portico',
  mailboxIntro:
    'Correos que la nube habría enviado (no hay servidor SMTP configurado), los más recientes primero.',
  mailboxEmpty: 'Todavía no hay correo.',
  mailboxTo: 'Para {to}, {time}',
  checkoutTitle: 'Pago',
  amount: 'Monto',
  youReceive: 'Recibes {amount} en {network} en {account}',
  cardNumber: 'Número de tarjeta',
  expiry: 'Vencimiento (MM/AA)',
  cvc: 'CVC',
  pay: 'Pagar',
  testCards: 'Tarjetas de prueba: 4242 4242 4242 4242 paga; 4000 0000 0000 0002 se rechaza.',
  useTestCard: 'Usa una tarjeta de prueba: 4242 4242 4242 4242 o 4000 0000 0000 0002.',
  orderNotFound: 'No se encontró el pedido',
  orderMissing: 'Este pedido no existe.',
  orderClosed: 'Pedido cerrado',
  orderIs: 'Este pedido está {status}.',
  stale: 'Este pedido ya se pagó o se rechazó, o el formulario está vencido.',
  refused: 'Rechazado',
  ownPage: 'Este formulario debe enviarse desde su propia página.',
  declinedTitle: 'Pago rechazado',
  declined: 'Se rechazó tu tarjeta.',
  failedTitle: 'Falló el pago',
  noAmount: 'El pedido no tiene monto',
  deliveryFailed: 'Falló la entrega',
  completeTitle: 'Pago completado',
  delivered: 'Entregado: {hash}',
};
