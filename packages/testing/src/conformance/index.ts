export { type ConformanceCase, runConformanceCase } from './conformanceCase.js';
export type { ConformancePage, ConformanceRun } from './conformanceRun.js';
export { conformanceCases, describeConnectorConformance } from './describeConnectorConformance.js';
export type { ConformanceHarness, ConformanceSetup, ConformanceWallet } from './harness.js';
export {
  type EmbeddedWalletConformanceOptions,
  type EmbeddedWalletWorld,
  testEmbeddedWalletConformance,
} from './testEmbeddedWalletConformance.js';
export { testSolanaWalletConformance } from './testSolanaWalletConformance.js';
export { connectionPromptMethods, testWalletConformance } from './testWalletConformance.js';
export { testWalletConnectConformance } from './testWalletConnectConformance.js';
