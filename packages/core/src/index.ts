export * from './account/index.js';
export * from './adapters/index.js';
export * from './analytics/index.js';
export * from './cache/index.js';
export * from './caip/index.js';
export * from './chainAdapter/index.js';
export * from './cloud/index.js';
export * from './cloudClient/index.js';
export * from './connection/index.js';
export * from './connector/index.js';
export * from './connectors/index.js';
export * from './constants.js';
export * from './cooldown/index.js';
export * from './embedded/index.js';
export * from './errors/index.js';
export * from './format/index.js';
export * from './http/index.js';
export * from './logger/index.js';
export * from './network/index.js';
export * from './networks/index.js';
export * from './onramp/index.js';
export * from './options/index.js';
export * from './origin/index.js';
export * from './pairing/index.js';
export * from './portico/index.js';
export * from './remoteConfig/index.js';
export * from './retry/index.js';
export * from './router/index.js';
export * from './send/index.js';
export {
  parseStack,
  type Stack,
  type StackAccount,
  type StackChain,
  type StackToken,
  stackFilePath,
} from './stack/stack.js';
export * from './storage/index.js';
export * from './store/index.js';
export * from './transactions/index.js';
export * from './validation/index.js';
export * from './walletList/index.js';
