import type { Network } from '@portico/core';
import type { SignInMessageData } from '@portico/core/adapters';
import { expect } from 'vitest';
import type { ConformanceCase } from './conformanceCase.js';
import { expectedSignInText, readSignInText } from './signInMessageText.js';

/** A sign-in of `address` on `network` with every field of the contract given, for a site on `dapp.example`. */
function signInData(address: string, network: Network): SignInMessageData {
  const issuedAt = new Date();
  return {
    accountAddress: address,
    chainId: network.caipNetworkId,
    domain: 'dapp.example',
    uri: 'https://dapp.example/login',
    version: '1',
    nonce: `conformance${issuedAt.getTime()}`,
    statement: 'Sign in to the Portico conformance suite.',
    issuedAt: issuedAt.toISOString(),
    expirationTime: new Date(issuedAt.getTime() + 10 * 60_000).toISOString(),
    notBefore: new Date(issuedAt.getTime() - 60_000).toISOString(),
    requestId: 'conformance-sign-in',
    resources: [
      'https://dapp.example/terms',
      'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
    ],
  };
}

export const signInCases: readonly ConformanceCase[] = [
  {
    id: 'signIn',
    title:
      'chain adapter: signIn, done by the wallet itself, answers the message of the fields asked, signed by the account',
    async check(run) {
      const page = await run.load();
      const wallet = run.wallet();
      await page.connect(wallet);
      const provider = await page.provider(wallet);
      const { signIn } = page.adapter;
      if (!signIn) return run.skip('the adapter has no signIn');
      const address = wallet.address();
      const network = run.network(0);
      const data = signInData(address, network);
      const signed = await signIn.call(page.adapter, { provider, address, network, data });
      if (signed === undefined) return run.skip('the wallet does not sign in itself');
      const { message, signature } = signed;
      expect(await run.harness.verifyMessage({ address, message, signature }), 'the signature verifies').toBe(
        true,
      );
      expect(readSignInText(message), `the fields of the signed message\n${message}`).toEqual(
        expectedSignInText(data),
      );
    },
  },
];
