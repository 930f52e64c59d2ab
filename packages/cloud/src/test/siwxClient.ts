import type { SiwxNonceResponse } from '@portico/core/wire';
import type { PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage, type SiweMessage } from 'viem/siwe';
import type { RunningCloud } from '../server.js';
import { walletTestClient } from './walletClient.js';

const siwxOrigin = 'https://dapp.example';

/** A dApp's calls to the sign-in routes for one project, from `origin`; `signIn` gets a nonce, signs and verifies. */
export function siwxTestClient(cloud: RunningCloud, projectId: string, origin = siwxOrigin) {
  const client = walletTestClient(cloud, projectId, origin);
  const nonce = async () => {
    const answer = await client.get<SiwxNonceResponse>('/v1/siwx/nonce');
    if (answer.status !== 200) throw new Error(`nonce: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.nonce;
  };
  /** An EIP-4361 message for `account` on `origin`, issued at `now`; `fields` override any part. */
  const message = (
    account: PrivateKeyAccount,
    fields: Partial<SiweMessage> & { nonce: string },
    now: number,
  ) =>
    createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: new URL(origin).host,
      uri: `${origin}/`,
      version: '1',
      issuedAt: new Date(now),
      expirationTime: new Date(now + 60 * 60_000),
      statement: 'Sign in to the test dApp.',
      ...fields,
    });
  const verify = (body: { message: string; signature: string; cacao?: unknown }) =>
    client.post('/v1/sessions', body);
  return { ...client, nonce, message, verify };
}
