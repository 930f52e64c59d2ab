import type { OnrampMessages } from './en.js';

/**
 * Ukrainian (uk): the on-ramp's messages (the OnRampProviders and OnRampBuy views and core's on-ramp labels),
 * the part of `onramp/en.ts`, translated; wallet and brand names and placeholders kept.
 */
export const messages: OnrampMessages = {
  'onramp.loadingProviders': 'Завантаження провайдерів…',
  'onramp.noProviders': 'Немає доступних провайдерів.',
  'onramp.providers': 'Провайдери',
  'onramp.recentPurchases': 'Нещодавні покупки',
  'onramp.chooseFirst': 'Спершу оберіть провайдера.',
  'onramp.choose': 'Обрати провайдера',
  'onramp.payWith': 'Оплатити в',
  'onramp.currencyToBuy': 'Валюта для купівлі',
  'onramp.amountIn': 'Сума ({currency})',
  'onramp.gettingQuote': 'Отримуємо котирування…',
  'onramp.youReceive': 'Ви отримаєте',
  'onramp.providerFee': 'Комісія провайдера',
  'onramp.total': 'Разом',
  'onramp.opening': 'Відкриваємо оплату…',
  'onramp.waiting': 'Завершіть оплату у вікні оплати. Чекаємо на ваше замовлення…',
  'onramp.stopWaiting': 'Не чекати',
  'core.buy': 'Купити',
  'core.enterValidAmount': 'Введіть правильну суму',
  'core.noCurrency': 'У цій мережі не можна купити жодну валюту',
  'core.popupBlocked': 'Вікно оплати заблоковано: дозвольте спливні вікна для цього сайту й спробуйте ще раз',
  'core.purchaseFailed': 'Купівля не вдалася',
  'core.connectToBuy': 'Підключіть гаманець, щоб купити криптовалюту',
  'core.arrived': 'Надійшло {amount}',
  'core.purchaseArrived': 'Ваша покупка надійшла',
  'core.providerHint': 'Картка {min}–{max} {currency} · комісія {low}–{high} %',
  'core.feesHint': 'комісія {low}–{high} %',
  'core.minimumAmount': 'Мінімальна сума — {amount} {currency}',
  'core.maximumAmount': 'Максимальна сума — {amount} {currency}',
};
