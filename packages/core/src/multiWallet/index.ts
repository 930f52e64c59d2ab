export {
  createProfileWalletsSelector,
  namespaceNames,
  type ProfileWallet,
  profileWallets,
} from './profileWallets.js';
