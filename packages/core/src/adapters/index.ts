export { assertAdapterProviderList } from './adapterProviderList.js';
