import type { AuthTypes } from '@walletconnect/types';
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils';
import type { LocalAccount } from 'viem';
import type { SessionAuthenticate } from './connectionRequests.js';

/** What the wallet signs in with: its current EVM account and its chains (the current one first, CAIP-2). */
export interface OneClickSigner {
  account: LocalAccount;
  chains: readonly string[];
  /** WalletKit's formatter of the message a CACAO payload makes (`walletKit.formatAuthMessage`). */
  formatMessage(params: { request: AuthTypes.PayloadParams; iss: string }): string;
}

/**
 * The wallet's CACAO for a one-click authentication request (CAIP-222), as WalletConnect's wallets build it: the
 * request narrowed to the chains and methods the wallet has (`populateAuthPayload`; throws when it has none of the
 * chains), the message for its account on one chain — its current one when requested, else the first requested —
 * signed with its key (EIP-191).
 */
export async function signInCacao(
  { params }: SessionAuthenticate,
  signer: OneClickSigner,
  methods: readonly string[],
): Promise<AuthTypes.Cacao> {
  const request = populateAuthPayload({
    authPayload: params.authPayload,
    chains: [...signer.chains],
    methods: [...methods],
  });
  const chain = signer.chains.find((id) => request.chains.includes(id)) as string;
  const iss = `did:pkh:${chain}:${signer.account.address}`;
  const message = signer.formatMessage({ request, iss });
  const signature = await signer.account.signMessage({ message });
  return buildAuthObject(request, { t: 'eip191', s: signature }, iss);
}
