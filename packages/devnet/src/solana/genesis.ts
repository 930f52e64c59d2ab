import { createHash } from 'node:crypto';
import { type Address, address, lamports } from '@solana/kit';
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
  type SolanaTokenSymbol,
  solanaAuthorityIndex,
  solanaGenesisSeed,
  solanaTestAccounts,
  solanaTokenConfigs,
} from './config.js';
import { mnemonicToSeed, type SolanaKeyPair, solanaKeyPair } from './keys.js';

export interface SolanaTestAccount extends SolanaKeyPair {
  balances: SolanaBalances;
  /** The associated token account holding each of its tokens. */
  tokenAccounts: Record<SolanaTokenSymbol, string>;
}

export interface SolanaGenesis {
  /** The faucet and mint authority. */
  authority: SolanaKeyPair;
  /** The mint address of each token. */
  mints: Record<SolanaTokenSymbol, string>;
  accounts: SolanaTestAccount[];
}

const systemProgram: Address = address('11111111111111111111111111111111');

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
    mints: Object.fromEntries(
      solanaTokenConfigs.map(({ symbol, mintIndex }) => [symbol, solanaKeyPair(seed, mintIndex).address]),
    ) as Record<SolanaTokenSymbol, string>,
    accounts: solanaTestAccounts.map((config) => ({
      ...solanaKeyPair(seed, config.addressIndex),
      balances: config.balances,
    })),
  };
}

/**
 * Writes the genesis accounts: the faucet, the token mints and every test account with its SOL and an
 * associated token account per token, as a validator's genesis (or `--account`) would hold them.
 */
export async function writeGenesis(
  chain: SolanaChain,
  keys: ReturnType<typeof solanaDevnetKeys>,
): Promise<SolanaGenesis> {
  const { svm } = chain;
  const rentFor = (size: number) => lamports(svm.minimumBalanceForRentExemption(BigInt(size)));
  const setAccount = (
    owner: string,
    amount: bigint,
    programAddress = systemProgram,
    data = new Uint8Array(),
  ) =>
    svm.setAccount({
      address: address(owner),
      lamports: lamports(amount),
      programAddress,
      executable: false,
      data,
      space: BigInt(data.length),
    });

  setAccount(keys.authority.address, faucetLamports);
  const accounts: SolanaTestAccount[] = keys.accounts.map((account) => {
    setAccount(account.address, toBaseUnits(account.balances.SOL, 9));
    return { ...account, tokenAccounts: {} as Record<SolanaTokenSymbol, string> };
  });
  for (const { symbol, decimals } of solanaTokenConfigs) {
    const mint = address(keys.mints[symbol]);
    let supply = 0n;
    for (const account of accounts) {
      const amount = toBaseUnits(account.balances[symbol], decimals);
      supply += amount;
      const owner = address(account.address);
      const [tokenAccount] = await findAssociatedTokenPda({
        owner,
        mint,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      });
      const data = getTokenEncoder().encode({
        mint,
        owner,
        amount,
        delegate: null,
        state: AccountState.Initialized,
        isNative: null,
        delegatedAmount: 0,
        closeAuthority: null,
      });
      setAccount(tokenAccount, rentFor(getTokenSize()), TOKEN_PROGRAM_ADDRESS, new Uint8Array(data));
      account.tokenAccounts[symbol] = tokenAccount;
    }
    const data = getMintEncoder().encode({
      mintAuthority: address(keys.authority.address),
      supply,
      decimals,
      isInitialized: true,
      freezeAuthority: null,
    });
    setAccount(mint, rentFor(getMintSize()), TOKEN_PROGRAM_ADDRESS, new Uint8Array(data));
  }
  return { authority: keys.authority, mints: keys.mints, accounts };
}
