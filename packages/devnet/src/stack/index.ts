export { devnetDefaultPorts } from './devnetDefaultPorts.js';
export type { StackDex } from './dex.js';
export type { StackFarcaster, StackFarcasterAccount } from './farcaster.js';
export type { StackOidc, StackOidcClient } from './oidc.js';
export type { StackSmartAccounts } from './smartAccounts.js';
export { toSolanaNetwork } from './solanaNetwork.js';
export {
  parseStack,
  type Stack,
  type StackAccount,
  type StackChain,
  type StackCollection,
  type StackEns,
  type StackEnsName,
  type StackSolana,
  type StackSolanaAccount,
  type StackSolanaNetwork,
  type StackSolanaToken,
  type StackToken,
  stackFilePath,
} from './stack.js';
