export { assertSendPreconditions, type SendRequest, sendPreconditionError } from './sendPreconditions.js';
