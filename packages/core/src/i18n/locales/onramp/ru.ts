import type { OnrampMessages } from './en.js';

/**
 * Russian (ru): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels),
 * the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'Загрузка провайдеров…',
  'onramp.noProviders': 'Нет доступных провайдеров.',
  'onramp.providers': 'Провайдеры',
  'onramp.recentPurchases': 'Недавние покупки',
  'onramp.chooseFirst': 'Сначала выберите провайдера.',
  'onramp.choose': 'Выбрать провайдера',
  'onramp.payWith': 'Оплатить в',
  'onramp.currencyToBuy': 'Валюта для покупки',
  'onramp.amountIn': 'Сумма ({currency})',
  'onramp.gettingQuote': 'Получаем котировку…',
  'onramp.youReceive': 'Вы получите',
  'onramp.providerFee': 'Комиссия провайдера',
  'onramp.total': 'Итого',
  'onramp.opening': 'Открываем оплату…',
  'onramp.waiting': 'Завершите оплату в окне оплаты. Ждём ваш заказ…',
  'onramp.stopWaiting': 'Не ждать',
  'core.buy': 'Купить',
  'core.enterValidAmount': 'Введите корректную сумму',
  'core.noCurrency': 'В этой сети нельзя купить ни одну валюту',
  'core.popupBlocked':
    'Окно оплаты заблокировано: разрешите всплывающие окна для этого сайта и повторите попытку',
  'core.purchaseFailed': 'Покупка не удалась',
  'core.connectToBuy': 'Подключите кошелёк, чтобы купить криптовалюту',
  'core.arrived': 'Поступило {amount}',
  'core.purchaseArrived': 'Ваша покупка поступила',
  'core.providerHint': 'Карта {min}–{max} {currency} · комиссия {low}–{high} %',
  'core.feesHint': 'комиссия {low}–{high} %',
  'core.minimumAmount': 'Минимальная сумма — {amount} {currency}',
  'core.maximumAmount': 'Максимальная сумма — {amount} {currency}',
};
