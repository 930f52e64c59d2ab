export { importExplorerListingFile } from './importExplorerListing.js';
export { registryRoutes } from './registryRoutes.js';
export { saveWallets, seedRegistry } from './walletStore.js';
