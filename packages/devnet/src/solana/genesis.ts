import { createHash } from 'node:crypto';
import { address, lamports } from '@solana/kit';
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';
import { devnetMnemonic } from '../config.js';
import type { SolanaChain } from './chain.js';
import {
  faucetLamports,
  type SolanaBalances,
  solanaAuthorityIndex,
  solanaGenesisSeed,
  solanaMintIndex,
  solanaTestAccounts,
  solanaTokenConfig,
} from './config.js';
import { mnemonicToSeed, type SolanaKeyPair, solanaKeyPair } from './keys.js';

export interface SolanaTestAccount extends SolanaKeyPair {
  balances: SolanaBalances;
  /** The associated token account holding its pUSD. */
  tokenAccount: string;
}

export interface SolanaGenesis {
  /** The faucet and mint authority. */
  authority: SolanaKeyPair;
  mint: string;
  accounts: SolanaTestAccount[];
}

const systemProgram = address('11111111111111111111111111111111');

export function genesisHashBytes(): Uint8Array {
  return new Uint8Array(createHash('sha256').update(solanaGenesisSeed).digest());
}

/** `amount` ("12.5") in units of 10^-decimals. */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  if (fraction.length > decimals) throw new Error(`${amount} has more than ${decimals} decimals`);
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/** The devnet's keys: derived once from the devnet mnemonic (deterministic across restarts). */
export function solanaDevnetKeys() {
  const seed = mnemonicToSeed(devnetMnemonic);
  return {
    authority: solanaKeyPair(seed, solanaAuthorityIndex),
    mint: solanaKeyPair(seed, solanaMintIndex).address,
    accounts: solanaTestAccounts.map((config) => ({
      ...solanaKeyPair(seed, config.addressIndex),
      balances: config.balances,
    })),
  };
}

/**
 * Writes the genesis accounts: the faucet, the pUSD mint and every test account with its SOL and its
 * associated token account, as a validator's genesis (or `--account`) would hold them.
 */
export async function writeGenesis(
  chain: SolanaChain,
  keys: ReturnType<typeof solanaDevnetKeys>,
): Promise<SolanaGenesis> {
  const { svm } = chain;
  const rentFor = (size: number) => lamports(svm.minimumBalanceForRentExemption(BigInt(size)));
  const setSystemAccount = (owner: string, amount: bigint) =>
    svm.setAccount({
      address: address(owner),
      lamports: lamports(amount),
      programAddress: systemProgram,
      executable: false,
      data: new Uint8Array(),
      space: 0n,
    });
  const { decimals } = solanaTokenConfig;
  const mint = address(keys.mint);

  setSystemAccount(keys.authority.address, faucetLamports);
  let supply = 0n;
  const accounts: SolanaTestAccount[] = [];
  for (const account of keys.accounts) {
    setSystemAccount(account.address, toBaseUnits(account.balances.SOL, 9));
    const amount = toBaseUnits(account.balances.pUSD, decimals);
    supply += amount;
    const [tokenAccount] = await findAssociatedTokenPda({
      owner: address(account.address),
      mint,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    });
    svm.setAccount({
      address: tokenAccount,
      lamports: rentFor(getTokenSize()),
      programAddress: TOKEN_PROGRAM_ADDRESS,
      executable: false,
      data: new Uint8Array(
        getTokenEncoder().encode({
          mint,
          owner: address(account.address),
          amount,
          delegate: null,
          state: AccountState.Initialized,
          isNative: null,
          delegatedAmount: 0,
          closeAuthority: null,
        }),
      ),
      space: BigInt(getTokenSize()),
    });
    accounts.push({ ...account, tokenAccount });
  }
  svm.setAccount({
    address: mint,
    lamports: rentFor(getMintSize()),
    programAddress: TOKEN_PROGRAM_ADDRESS,
    executable: false,
    data: new Uint8Array(
      getMintEncoder().encode({
        mintAuthority: address(keys.authority.address),
        supply,
        decimals,
        isInitialized: true,
        freezeAuthority: null,
      }),
    ),
    space: BigInt(getMintSize()),
  });
  return { authority: keys.authority, mint, accounts };
}
