import type { OnrampMessages } from './en.js';

/**
 * Spanish (Spain) (es): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp
 * labels), the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'Cargando proveedores…',
  'onramp.noProviders': 'No hay proveedores disponibles.',
  'onramp.providers': 'Proveedores',
  'onramp.recentPurchases': 'Compras recientes',
  'onramp.chooseFirst': 'Elige primero un proveedor.',
  'onramp.choose': 'Elegir un proveedor',
  'onramp.payWith': 'Pagar con',
  'onramp.currencyToBuy': 'Moneda que comprar',
  'onramp.amountIn': 'Importe ({currency})',
  'onramp.gettingQuote': 'Obteniendo cotización…',
  'onramp.youReceive': 'Recibes',
  'onramp.providerFee': 'Comisión del proveedor',
  'onramp.total': 'Total',
  'onramp.opening': 'Abriendo el pago…',
  'onramp.waiting': 'Completa el pago en la ventana de pago. Esperando tu pedido…',
  'onramp.stopWaiting': 'Dejar de esperar',
  'core.buy': 'Comprar',
  'core.enterValidAmount': 'Introduce un importe válido',
  'core.noCurrency': 'No se puede comprar ninguna moneda en esta red',
  'core.popupBlocked':
    'Se ha bloqueado la ventana de pago: permite las ventanas emergentes de este sitio y vuelve a intentarlo',
  'core.purchaseFailed': 'La compra ha fallado',
  'core.connectToBuy': 'Conecta una billetera para comprar criptomonedas',
  'core.arrived': 'Han llegado {amount}',
  'core.purchaseArrived': 'Tu compra ha llegado',
  'core.providerHint': 'Tarjeta {min}–{max} {currency} · comisiones {low}–{high} %',
  'core.feesHint': 'comisiones {low}–{high} %',
  'core.minimumAmount': 'El importe mínimo es {amount} {currency}',
  'core.maximumAmount': 'El importe máximo es {amount} {currency}',
};
