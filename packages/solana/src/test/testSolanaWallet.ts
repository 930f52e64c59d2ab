import {
  createKeyPairFromBytes,
  createSolanaRpc,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit';
import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base';
import type { StandardEventsChangeProperties } from '@wallet-standard/features';

/** A wallet error as Solana wallets throw them: an Error with the EIP-1193 code (4001: the user refused). */
class WalletError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

interface HeldPrompt {
  approve(): void;
  reject(code: number): void;
}

export interface TestSolanaWalletOptions {
  name: string;
  /** Base58 64-byte key pairs, as the stack file lists them; the first is the account shown first. */
  secretKeys: readonly string[];
  chains: readonly IdentifierString[];
  /** Where `solana:signAndSendTransaction` sends. */
  rpcUrl: string;
}

/** The wallet's user, as a test drives it. */
export interface TestSolanaWalletControls {
  address(): string;
  holdNextPrompt(): void;
  openPrompts(): number;
  approvePrompts(): void;
  rejectPrompts(code: number): void;
  promptCount(): number;
  revoke(): void;
  changeAccount(): void;
  /** The wallet drops the site on its side (reported as a change to no account). */
  disconnect(): void;
  /** The requests the dApp made, by feature name. */
  requests: string[];
}

const features = [
  'standard:connect',
  'standard:disconnect',
  'standard:events',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const;

/**
 * A minimal Wallet Standard wallet over devnet keys for this package's tests: it never shows a real prompt,
 * and its user is driven through `controls` (approve, refuse, revoke, change account).
 */
export async function createTestSolanaWallet(
  options: TestSolanaWalletOptions,
): Promise<{ wallet: Wallet; controls: TestSolanaWalletControls }> {
  const keys = await Promise.all(
    options.secretKeys.map(async (secretKey) => {
      const keyPair = await createKeyPairFromBytes(getBase58Encoder().encode(secretKey));
      const address = await getAddressFromPublicKey(keyPair.publicKey);
      const account: WalletAccount = {
        address,
        publicKey: new Uint8Array(getBase58Encoder().encode(address)),
        chains: options.chains,
        features,
      };
      return { keyPair, account };
    }),
  );
  const rpc = createSolanaRpc(options.rpcUrl);
  const listeners = new Set<(properties: StandardEventsChangeProperties) => void>();
  const held: HeldPrompt[] = [];
  const requests: string[] = [];
  let current = 0;
  let authorised = false;
  let holdNext = false;
  let prompts = 0;

  const key = () => keys[current] as (typeof keys)[number];
  const accounts = (): readonly WalletAccount[] => (authorised ? [key().account] : []);
  const change = () => {
    for (const listener of [...listeners]) listener({ accounts: accounts() });
  };
  const keyOf = (account: WalletAccount) => {
    const found = authorised ? keys.find((k) => k.account.address === account.address) : undefined;
    if (found === undefined) throw new WalletError(4100, 'The account is not authorised');
    return found;
  };
  const signWire = async (account: WalletAccount, wire: Uint8Array) => {
    const transaction = getTransactionDecoder().decode(wire);
    return partiallySignTransaction([keyOf(account).keyPair], transaction);
  };

  const approve = () => {
    authorised = true;
    change();
    return { accounts: accounts() };
  };

  const wallet: Wallet = {
    version: '1.0.0',
    name: options.name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: options.chains,
    get accounts() {
      return accounts();
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          requests.push('standard:connect');
          if (input?.silent) return { accounts: accounts() };
          prompts += 1;
          if (!holdNext) return approve();
          holdNext = false;
          return new Promise((resolve, reject) => {
            held.push({
              approve: () => resolve(approve()),
              reject: (code) => reject(new WalletError(code, 'User rejected the request.')),
            });
          });
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          requests.push('standard:disconnect');
          authorised = false;
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (properties: StandardEventsChangeProperties) => void) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          requests.push('solana:signMessage');
          return Promise.all(
            inputs.map(async ({ account, message }) => ({
              signedMessage: message,
              signature: new Uint8Array(await signBytes(keyOf(account).keyPair.privateKey, message)),
            })),
          );
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          requests.push('solana:signTransaction');
          return Promise.all(
            inputs.map(async ({ account, transaction }) => ({
              signedTransaction: new Uint8Array(
                getTransactionEncoder().encode(await signWire(account, transaction)),
              ),
            })),
          );
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          requests.push('solana:signAndSendTransaction');
          return Promise.all(
            inputs.map(async ({ account, transaction }) => {
              const signed = await signWire(account, transaction);
              const signature = await rpc
                .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
                .send();
              return { signature: new Uint8Array(getBase58Encoder().encode(signature)) };
            }),
          );
        },
      },
    },
  };

  const settle = (answer: (prompt: HeldPrompt) => void) => {
    for (const prompt of held.splice(0)) answer(prompt);
  };

  return {
    wallet,
    controls: {
      address: () => key().account.address,
      holdNextPrompt: () => {
        holdNext = true;
      },
      openPrompts: () => held.length,
      approvePrompts: () => settle((prompt) => prompt.approve()),
      rejectPrompts: (code) => settle((prompt) => prompt.reject(code)),
      promptCount: () => prompts,
      revoke: () => {
        authorised = false;
        change();
      },
      changeAccount: () => {
        current = (current + 1) % keys.length;
        if (authorised) change();
      },
      disconnect: () => {
        authorised = false;
        change();
      },
      requests,
    },
  };
}
