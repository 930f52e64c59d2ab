export { truncateAddress } from './address.js';
export { type TransactionAmountSign, transactionAmountSign } from './amountSign.js';
export { formatBalance } from './balance.js';
export { dropZeroDecimalTokens, formatNetworkBalance } from './balances.js';
export { type FiatDisplay, formatFiat, formatFiatTotal } from './fiat.js';
export { formatQuantity } from './quantity.js';
export { formatRelativeTime } from './relativeTime.js';
