import type { SignedSignInMessage, SignInMessageData } from '../../domain/signIn/signInMessage.js';
import type { PorticoPorts } from '../../instance/ports.js';
import type { Runtime } from '../../instance/runtime.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import type { SignInKey } from './signInKey.js';
import type { SIWXConfig } from './types.js';

/**
 * Has the message signed: by the config's own signer when it has one; by the wallet itself when it signs in on
 * its own (Wallet Standard `solana:signIn`) and the dApp did not write its own text; else the connection signs the
 * text (personal_sign, solana:signMessage; an embedded wallet asks on ApproveTransaction).
 */
export async function signWith(
  rt: Runtime,
  connections: PorticoPorts['connections'],
  config: SIWXConfig,
  key: SignInKey,
  prepared: { data: SignInMessageData; text: string },
): Promise<SignedSignInMessage> {
  const { data, text } = prepared;
  if (config.signMessage)
    return { message: text, signature: await config.signMessage({ message: text, data }) };
  const adapter = rt.adapterOf(key.namespace);
  const network = rt.get().networks.byNamespace[key.namespace]?.caipNetwork;
  if (adapter.signIn && !config.formatMessage && network) {
    const provider = await rt.providerOf(key.namespace);
    const own = await adapter.signIn({ provider, address: key.address, network, data });
    if (own) return own;
  }
  return { message: text, signature: await connections.signMessage(text) };
}

/** The message's text in the account's namespace, as its chain adapter writes it (EIP-4361, Sign In With Solana). */
export async function formatWithAdapter(
  rt: Runtime,
  key: SignInKey,
  data: SignInMessageData,
): Promise<string> {
  const adapter = rt.adapterOf(key.namespace);
  if (!adapter.formatSignInMessage) throw new PorticoError('SIWX_NOT_ENABLED');
  return adapter.formatSignInMessage(data);
}
