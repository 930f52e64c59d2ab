import { bytesToHex, type Hex } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import type { WalletAccess } from '../wallet/walletAccess.js';

/**
 * The embedded EOA as the viem account a smart account is owned by, holding the key only while it signs: each
 * signature combines the shares (`WalletAccess.withKeys`), which are wiped right after. The public key is not
 * known without the key and no smart account reads it.
 */
export function keyOwner(wallet: WalletAccess, address: Hex): PrivateKeyAccount {
  const signWith = <T>(use: (account: PrivateKeyAccount) => Promise<T>) =>
    wallet.withKeys((keys) => use(privateKeyToAccount(bytesToHex(keys.evmPrivateKey))));
  const owner: Omit<PrivateKeyAccount, 'publicKey'> = {
    address,
    type: 'local',
    source: 'privateKey',
    sign: (parameters) => signWith((account) => account.sign(parameters)),
    signAuthorization: (parameters) => signWith((account) => account.signAuthorization(parameters)),
    signMessage: (parameters) => signWith((account) => account.signMessage(parameters)),
    signTransaction: (transaction, options) =>
      signWith((account) => account.signTransaction(transaction, options)),
    signTypedData: (parameters) => signWith((account) => account.signTypedData(parameters)),
  };
  return owner as PrivateKeyAccount;
}
