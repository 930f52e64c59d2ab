import { type Hex, stringToHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Dapp, SessionProposal, SessionRequest, Wallet } from './walletConnectClients.js';

const chain = 'eip155:1';
const methods = ['personal_sign'];
const events = ['accountsChanged', 'chainChanged'];

export interface ConnectedPair {
  topic: string;
  address: Hex;
}

/** The dApp proposes, the wallet pairs from the URI and approves with a fresh account; both see the session. */
export async function connect(dapp: Dapp, wallet: Wallet, privateKey: Hex = generatePrivateKey()) {
  const account = privateKeyToAccount(privateKey);
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: [chain], methods, events } },
  });
  if (uri === undefined) throw new Error('connect() gave no pairing URI');
  const proposed = new Promise<SessionProposal>((resolve) => wallet.once('session_proposal', resolve));
  await wallet.pair({ uri });
  const proposal = await proposed;
  const walletSession = await wallet.approveSession({
    id: proposal.id,
    namespaces: { eip155: { chains: [chain], methods, events, accounts: [`${chain}:${account.address}`] } },
  });
  const dappSession = await approval();
  answerPersonalSign(wallet, privateKey);
  return { topic: dappSession.topic, walletTopic: walletSession.topic, address: account.address, proposal };
}

/** The wallet signs every personal_sign request with the key. */
export function answerPersonalSign(wallet: Wallet, privateKey: Hex): void {
  const account = privateKeyToAccount(privateKey);
  wallet.on('session_request', async ({ id, topic, params }: SessionRequest) => {
    const [message] = params.request.params as [Hex, Hex];
    const signature = await account.signMessage({ message: { raw: message } });
    await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result: signature } });
  });
}

/** personal_sign from the dApp, answered by the wallet over the relay. */
export function personalSign(dapp: Dapp, pair: ConnectedPair, text: string): Promise<Hex> {
  return dapp.request<Hex>({
    topic: pair.topic,
    chainId: chain,
    request: { method: 'personal_sign', params: [stringToHex(text), pair.address] },
  });
}
