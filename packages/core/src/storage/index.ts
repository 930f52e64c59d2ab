export { createStorage, type PorticoStorage } from './storage.js';
export { type DeepLinkChoice, type StorageKey, storageKeyPrefix, storageKeys } from './storageKeys.js';
