export { chainNamespaces, isChainNamespace, type ChainNamespace } from './chainNamespace.js';
