import {
  type Address,
  createWalletClient,
  defineChain,
  encodeAbiParameters,
  type Hex,
  http,
  type PublicClient,
  publicActions,
  type TestClient,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { loadArtifact } from '../artifacts.js';
import type { SetupTransactions } from '../setupTransactions.js';

/** Farcaster's ID registry on OP Mainnet, where auth-client's `viemConnector` reads `idOf(custody)`. */
export const farcasterIdRegistry: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b';
/** Farcaster's key registry on OP Mainnet, where `viemConnector` reads `keyDataOf(fid, abi.encode(authAddress))`. */
export const farcasterKeyRegistry: Address = '0x00000000Fc1237824fb747aBDE0FF18990E59b7e';
/** The key type of an auth address in the key registry (1 is an Ed25519 signer). */
const authAddressKeyType = 2;

/** The runtime code `bytecode`'s constructor returns, run as an `eth_call` (nothing is deployed). */
async function runtimeCode(reader: PublicClient, bytecode: Hex): Promise<Hex> {
  const { data } = await reader.call({ data: bytecode });
  if (data === undefined || data === '0x')
    throw new Error('A Farcaster registry constructor returned no code');
  return data;
}

/**
 * Places the devnet's ID and key registries at Farcaster's canonical addresses on a chain (their code has no
 * constructor state, so `anvil_setCode` is enough), then registers each custody address, fids from 1 in order.
 */
export async function installFarcasterRegistries(
  reader: PublicClient,
  tester: TestClient,
  transactions: SetupTransactions,
  custodies: readonly Address[],
): Promise<void> {
  const idArtifact = loadArtifact('DevnetIdRegistry');
  const [idCode, keyCode] = await Promise.all([
    runtimeCode(reader, idArtifact.bytecode),
    runtimeCode(reader, loadArtifact('DevnetKeyRegistry').bytecode),
  ]);
  await Promise.all([
    tester.setCode({ address: farcasterIdRegistry, bytecode: idCode }),
    tester.setCode({ address: farcasterKeyRegistry, bytecode: keyCode }),
  ]);
  for (const custody of custodies) {
    await transactions.call(farcasterIdRegistry, idArtifact.abi, 'register', [custody]);
  }
}

export interface AddAuthAddressOptions {
  /** A devnet chain holding the registries (`stack.farcaster.rpcUrl`). */
  rpcUrl: string;
  /** The fid's custody key: only the custody address may add keys to its fid. */
  custodyPrivateKey: Hex;
  authAddress: Address;
}

/**
 * Registers `authAddress` as an auth address of the custody key's fid (key type 2, state added), as a Farcaster app
 * does on OP Mainnet; sign-in messages that address signs then verify for that fid. Resolves once mined.
 */
export async function addFarcasterAuthAddress(options: AddAuthAddressOptions): Promise<void> {
  const transport = http(options.rpcUrl);
  const chainId = await createWalletClient({ transport }).getChainId();
  const chain = defineChain({
    id: chainId,
    name: 'devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  });
  const wallet = createWalletClient({
    account: privateKeyToAccount(options.custodyPrivateKey),
    chain,
    transport,
  });
  const key = encodeAbiParameters([{ type: 'address' }], [options.authAddress]);
  const hash = await wallet.writeContract({
    address: farcasterKeyRegistry,
    abi: loadArtifact('DevnetKeyRegistry').abi,
    functionName: 'add',
    args: [authAddressKeyType, key],
  });
  const receipt = await wallet.extend(publicActions).waitForTransactionReceipt({ hash, pollingInterval: 10 });
  if (receipt.status !== 'success') throw new Error(`Adding auth address ${options.authAddress} reverted`);
}
