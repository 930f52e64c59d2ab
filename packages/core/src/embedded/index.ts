export {
  canTriggerEmailCode,
  type EmailCodeTrigger,
  type EmailCodeTriggerState,
} from './emailCodeTrigger.js';
export { type EmbeddedWalletConditions, isEmbeddedWalletEnabled } from './embeddedWalletEnabled.js';
export { assertEmbeddedRpcAllowed, classifyEmbeddedRpcMethod, type RpcSafety } from './rpcSafety.js';
