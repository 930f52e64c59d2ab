export { type Devnet, type DevnetChain, type DevnetOptions, startDevnet } from './devnet.js';
