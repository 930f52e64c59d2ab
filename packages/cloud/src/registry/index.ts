export { type DatasetWallet, datasetUrl, readDatasetWallets } from './datasetWallets.js';
export { fromExplorerListing } from './explorerListing.js';
export {
  type ImportResult,
  importExplorerListing,
  importExplorerListingFile,
} from './importExplorerListing.js';
export { registryRoutes } from './registryRoutes.js';
export { loadWallets, saveWallets, seedRegistry } from './walletStore.js';
