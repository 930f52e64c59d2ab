/**
 * The ERC-4337 bundler methods (ERC-7769) the JSON-RPC proxy forwards to a chain's bundler, and the gas price method
 * of Pimlico's alto (the devnet's bundler) that wallets ask before they fill a UserOperation's fees.
 */
const bundlerMethods: ReadonlySet<string> = new Set([
  'eth_sendUserOperation',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_supportedEntryPoints',
  'pimlico_getUserOperationGasPrice',
]);

/** ERC-7677 paymaster service methods, answered by the cloud itself. */
const paymasterMethods: ReadonlySet<string> = new Set(['pm_getPaymasterStubData', 'pm_getPaymasterData']);

export const isBundlerMethod = (method: string) => bundlerMethods.has(method);
export const isPaymasterMethod = (method: string) => paymasterMethods.has(method);
