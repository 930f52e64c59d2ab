import type { ProposalTypes } from '@walletconnect/types';
import { type Hex, stringToHex } from 'viem';
import type { Dapp, Wallet } from './walletConnectClients.js';

const chain = 'eip155:1';
const methods = ['personal_sign'];
const events = ['accountsChanged', 'chainChanged'];

export interface ConnectedPair {
  topic: string;
  address: Hex;
}

/** The dApp proposes, the wallet pairs from the URI and approves on its own; both see the session. */
export async function connect(
  dapp: Dapp,
  wallet: Wallet,
): Promise<ConnectedPair & { walletTopic: string | undefined; proposal: ProposalTypes.Struct }> {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: { eip155: { chains: [chain], methods, events } },
  });
  if (uri === undefined) throw new Error('connect() gave no pairing URI');
  const proposed = wallet.nextProposal();
  await wallet.pair(uri);
  const proposal = await proposed;
  const dappSession = await approval();
  return {
    topic: dappSession.topic,
    walletTopic: wallet.sessions[0]?.topic,
    address: wallet.evmAddress as Hex,
    proposal,
  };
}

/** personal_sign from the dApp, answered by the wallet over the relay. */
export function personalSign(dapp: Dapp, pair: ConnectedPair, text: string): Promise<Hex> {
  return dapp.request<Hex>({
    topic: pair.topic,
    chainId: chain,
    request: { method: 'personal_sign', params: [stringToHex(text), pair.address] },
  });
}
