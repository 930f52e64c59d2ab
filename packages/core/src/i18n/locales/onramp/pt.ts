import type { OnrampMessages } from './en.js';

/**
 * Portuguese (pt): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp
 * labels), the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'Carregando provedores…',
  'onramp.noProviders': 'Nenhum provedor disponível.',
  'onramp.providers': 'Provedores',
  'onramp.recentPurchases': 'Compras recentes',
  'onramp.chooseFirst': 'Escolha um provedor primeiro.',
  'onramp.choose': 'Escolher um provedor',
  'onramp.payWith': 'Pagar com',
  'onramp.currencyToBuy': 'Moeda a comprar',
  'onramp.amountIn': 'Valor ({currency})',
  'onramp.gettingQuote': 'Obtendo cotação…',
  'onramp.youReceive': 'Você recebe',
  'onramp.providerFee': 'Taxa do provedor',
  'onramp.total': 'Total',
  'onramp.opening': 'Abrindo o checkout…',
  'onramp.waiting': 'Conclua o pagamento na janela de checkout. Aguardando seu pedido…',
  'onramp.stopWaiting': 'Parar de aguardar',
  'core.buy': 'Comprar',
  'core.enterValidAmount': 'Digite um valor válido',
  'core.noCurrency': 'Nenhuma moeda pode ser comprada nesta rede',
  'core.popupBlocked': 'A janela de checkout foi bloqueada: permita pop-ups para este site e tente novamente',
  'core.purchaseFailed': 'A compra falhou',
  'core.connectToBuy': 'Conecte uma carteira para comprar cripto',
  'core.arrived': '{amount} chegaram',
  'core.purchaseArrived': 'Sua compra chegou',
  'core.providerHint': 'Cartão {min}–{max} {currency} · taxas {low}–{high} %',
  'core.feesHint': 'taxas {low}–{high} %',
  'core.minimumAmount': 'O valor mínimo é {amount} {currency}',
  'core.maximumAmount': 'O valor máximo é {amount} {currency}',
};
