import type { PageMessages } from './en.js';

/** The cloud pages' words in pt. */
export const messages: PageMessages = {
  mailboxTitle: 'Caixa de correio do Portico',
  mailboxIntro:
    'E-mails que a nuvem teria enviado (nenhum servidor SMTP configurado), os mais recentes primeiro.',
  mailboxEmpty: 'Nenhum e-mail ainda.',
  mailboxTo: 'Para {to}, {time}',
  checkoutTitle: 'Checkout',
  amount: 'Valor',
  youReceive: 'Você recebe {amount} na {network} em {account}',
  cardNumber: 'Número do cartão',
  expiry: 'Validade (MM/AA)',
  cvc: 'CVC',
  pay: 'Pagar',
  testCards: 'Cartões de teste: 4242 4242 4242 4242 paga; 4000 0000 0000 0002 é recusado.',
  useTestCard: 'Use um cartão de teste: 4242 4242 4242 4242 ou 4000 0000 0000 0002.',
  orderNotFound: 'Pedido não encontrado',
  orderMissing: 'Este pedido não existe.',
  orderClosed: 'Pedido encerrado',
  orderIs: 'Este pedido está {status}.',
  stale: 'Este pedido já foi pago ou recusado, ou o formulário está desatualizado.',
  refused: 'Recusado',
  ownPage: 'Este formulário deve ser enviado pela própria página.',
  declinedTitle: 'Pagamento recusado',
  declined: 'Seu cartão foi recusado.',
  failedTitle: 'Falha no pagamento',
  noAmount: 'O pedido não tem valor',
  deliveryFailed: 'A entrega falhou',
  completeTitle: 'Pagamento concluído',
  delivered: 'Entregue: {hash}',
};
