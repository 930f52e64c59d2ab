import type { KeyPair } from '../accounts.js';

// Fixed development keys of the smart-account infrastructure, derived from `devnetMnemonic` (anvil's well-known
// mnemonic) at address indexes far above the test accounts'. They are written out rather than derived at import
// (derivation is CPU-bound); keys.test.ts checks them against the derivation. Development only: anybody knows them.

/**
 * The verifying paymaster's signer (address index 100): the key Portico Cloud holds in development to approve
 * sponsored UserOperations (README, "The verifying paymaster").
 */
export const devnetPaymasterSigner: KeyPair = {
  address: '0x8C3229EC621644789d7F61FAa82c6d0E5F97d43D',
  privateKey: '0xdae4671006c60a3619556ace98eca6f6e092948d05b13070a27ac492a4fba419',
};

/** The bundler's executor (address index 101): it sends the bundles (`handleOps`) and pays their gas. */
export const bundlerExecutor: KeyPair = {
  address: '0x9586A4833970847aef259aD5BFB7aa8901DDf746',
  privateKey: '0x13986e078393fca89aedc2ecd014df01dfbff153434c04b2e38cfedcbef710f7',
};

/** The bundler's utility wallet (address index 102): it deploys the bundler's simulation contracts. */
export const bundlerUtility: KeyPair = {
  address: '0x0e9971c0005D91336c1441b8F03c1C4fe5FB4584',
  privateKey: '0x7382cc0c1dd9fc4ff87ed969fafac4c040ebd4890d0b8fa35781524df5b15476',
};
