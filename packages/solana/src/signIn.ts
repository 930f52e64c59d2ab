import { parseCaipNetworkId } from '@portico/core';
import type { SignInMessageData, WalletCall } from '@portico/core/adapters';
import type { SolanaSignInFeature, SolanaSignInInput } from '@solana/wallet-standard-features';
import {
  createSignInMessageText,
  deriveSignInMessageText,
  type SolanaSignInInputWithRequiredFields,
} from '@solana/wallet-standard-util';
import { accountOf, type SolanaProvider } from './walletFeatures.js';

const requiredFields = ['domain', 'accountAddress', 'uri', 'version', 'nonce', 'issuedAt'] as const;
const optionalFields = ['statement', 'expirationTime', 'notBefore', 'requestId'] as const;

/** A field of the message is one line: a line break would let it pass for another field of the text. */
function checkedLine(name: string, value: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`The sign-in message’s ${name} must be one line`);
  return value;
}

/**
 * The Sign In With Solana fields of `data`. `Chain ID` is the CAIP-2 reference of `data.chainId` (the first 32
 * characters of the cluster's genesis hash: `solana:5eykt4Us…` signs in with `Chain ID: 5eykt4Us…`), which
 * Portico Cloud reads back as that CAIP-2 id. Every required field must be given; no field may span lines.
 */
export function solanaSignInInput(data: SignInMessageData): SolanaSignInInputWithRequiredFields {
  const { chainNamespace, chainId } = parseCaipNetworkId(data.chainId);
  if (chainNamespace !== 'solana') {
    throw new Error(`Sign In With Solana signs in on a solana network, not ${data.chainId}`);
  }
  for (const name of requiredFields) {
    if (data[name] === '') throw new Error(`The sign-in message’s ${name} is empty`);
    checkedLine(name, data[name]);
  }
  const optional: Partial<Record<(typeof optionalFields)[number], string>> = {};
  for (const name of optionalFields) {
    const value = data[name];
    if (value !== undefined && value !== '') optional[name] = checkedLine(name, value);
  }
  const resources = data.resources?.map((resource) => checkedLine('resource', resource));
  return {
    domain: data.domain,
    address: data.accountAddress,
    uri: data.uri,
    version: data.version,
    chainId,
    nonce: data.nonce,
    issuedAt: data.issuedAt,
    ...optional,
    ...(resources !== undefined && resources.length > 0 && { resources }),
  };
}

/** The Sign In With Solana text of `data`, as `@solana/wallet-standard-util` writes it. */
export function formatSolanaSignInMessage(data: SignInMessageData): string {
  return createSignInMessageText(solanaSignInInput(data));
}

/**
 * Asks the wallet's `solana:signIn` for the sign-in of `data` and checks its answer: signed by the connection's
 * account, and the text it signed is the Sign In With Solana message of exactly these fields (a wallet may prefix
 * or change what it signs; such a signature would not sign in). Undefined for a wallet without `solana:signIn`;
 * the signature comes back as the wallet's bytes.
 */
export async function signInWithWallet({
  provider,
  address,
  data,
}: WalletCall & { data: SignInMessageData }): Promise<
  { message: string; signature: Uint8Array } | undefined
> {
  const wallet = provider as SolanaProvider;
  const feature = (wallet.features as Partial<SolanaSignInFeature>)['solana:signIn'];
  if (feature === undefined) return undefined;
  accountOf(wallet, address);
  const input: SolanaSignInInput = solanaSignInInput(data);
  const [output] = await feature.signIn(input);
  if (output === undefined) throw new Error('The wallet returned no sign-in');
  if (output.account.address !== address) {
    throw new Error(`The wallet signed in with ${output.account.address}, not the connected ${address}`);
  }
  const message = new TextDecoder('utf-8', { fatal: true }).decode(output.signedMessage);
  if (deriveSignInMessageText(input, output) !== message) {
    throw new Error('The wallet signed another message than the Sign In With Solana message asked for');
  }
  return { message, signature: output.signature };
}
