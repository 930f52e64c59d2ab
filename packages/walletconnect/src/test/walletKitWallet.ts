import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { WalletKit, type WalletKitTypes } from '@reown/walletkit';
import { getBase58Decoder, getBase58Encoder } from '@solana/codecs-strings';
import { Core } from '@walletconnect/core';
import { getSdkError } from '@walletconnect/utils';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { memoryStorage } from './memoryStorage.js';

// Until @portico/testing's WalletConnect test wallet is merged: a minimal WalletKit wallet for these tests.

type Kit = Awaited<ReturnType<typeof WalletKit.init>>;

export interface TestWallet {
  kit: Kit;
  evmAddress: Hex;
  solanaAddress: string;
  /** Pairs from the URI; the next proposal is answered as `proposals` says. */
  pair(uri: string): Promise<void>;
  proposals: 'approve' | 'reject' | 'hold';
  /** Approves the proposal held back (`proposals: 'hold'`). */
  approveHeld(): Promise<void>;
  requests: 'approve' | 'reject';
  topic(): string;
  close(): Promise<void>;
}

function solanaKeyPair() {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' });
  const raw = Buffer.from(jwk.x ?? '', 'base64url');
  return { privateKey, address: getBase58Decoder().decode(raw) };
}

export async function createTestWallet(relayUrl: string): Promise<TestWallet> {
  const core = new Core({
    projectId: 'portico-walletconnect-test',
    relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: `wallet-${randomUUID()}`,
    storage: memoryStorage(),
    logger: 'silent',
  });
  core.verify.register = async () => '';
  core.verify.resolve = async () => undefined as unknown as Awaited<ReturnType<typeof core.verify.resolve>>;
  core.eventClient.init = async () => undefined;
  const kit = await WalletKit.init({
    core,
    metadata: {
      name: 'Test wallet',
      description: 'WalletKit test wallet',
      url: 'http://127.0.0.1',
      icons: [],
    },
  });
  const evm = privateKeyToAccount(generatePrivateKey());
  const solana = solanaKeyPair();
  let held: WalletKitTypes.SessionProposal | undefined;

  const approve = async ({ id, params }: WalletKitTypes.SessionProposal) => {
    const namespaces: Record<
      string,
      { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
    > = {};
    for (const [key, requested] of Object.entries(params.optionalNamespaces)) {
      const chains = requested.chains ?? [];
      const address = key === 'eip155' ? evm.address : solana.address;
      namespaces[key] = {
        chains,
        methods: requested.methods,
        events: requested.events,
        accounts: chains.map((chain) => `${chain}:${address}`),
      };
    }
    await kit.approveSession({ id, namespaces });
  };

  const wallet: TestWallet = {
    kit,
    evmAddress: evm.address,
    solanaAddress: solana.address,
    proposals: 'approve',
    requests: 'approve',
    async pair(uri) {
      await kit.pair({ uri });
    },
    async approveHeld() {
      if (!held) throw new Error('No proposal held');
      await approve(held);
    },
    topic() {
      const [session] = Object.values(kit.getActiveSessions());
      if (!session) throw new Error('No session');
      return session.topic;
    },
    close: () => kit.core.relayer.transportClose(),
  };

  kit.on('session_proposal', async (proposal) => {
    if (wallet.proposals === 'hold') held = proposal;
    else if (wallet.proposals === 'reject')
      await kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') });
    else await approve(proposal);
  });

  kit.on('session_request', async ({ id, topic, params }) => {
    const respond = (response: { result: unknown } | { error: { code: number; message: string } }) =>
      kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', ...response } });
    if (wallet.requests === 'reject')
      return respond({ error: { code: 4001, message: 'User rejected the request.' } });
    const { method, params: args } = params.request;
    if (method === 'personal_sign') {
      const [message] = args as [Hex, Hex];
      return respond({ result: await evm.signMessage({ message: { raw: message } }) });
    }
    if (method === 'solana_signMessage') {
      const { message } = args as { message: string };
      const signature = sign(null, new Uint8Array(getBase58Encoder().encode(message)), solana.privateKey);
      return respond({ result: { signature: getBase58Decoder().decode(signature) } });
    }
    return respond({ error: { code: 4200, message: `Unsupported method ${method}` } });
  });

  return wallet;
}
