import { ProviderRpcError } from '@portico/core';
import { decodeSolanaMessage, decodeSolanaTransaction, SolanaWireError } from '@portico/core/adapters';
import { address } from '@solana/kit';
import { encodeAccount, encodingOptions } from './accountEncoding.js';
import { maxProcessingAge, type SolanaChain, transactionFee } from './chain.js';
import { solanaCoreVersion, withContext } from './context.js';
import { transferTransaction } from './faucet.js';
import type { RpcMethods } from './jsonRpc.js';
import type { SolanaKeyPair } from './keys.js';
import {
  bool,
  commitment,
  config,
  historyCommitment,
  integer,
  invalidType,
  oneOf,
  pubkey,
  required,
  signature,
} from './params.js';
import { internalError, invalidParams, solanaRpcErrorCodes } from './rpcError.js';
import { simulateTransaction } from './simulate.js';
import { decodeWireText, submitTransaction } from './submit.js';
import { readMint, readTokenAccount, tokenPrograms, uiTokenAmount } from './token.js';
import { encodeTransaction, transactionEncodings } from './transactionEncoding.js';

const featureSet = 0;
/** The validator keeps signature statuses this many slots without `searchTransactionHistory`. */
const statusCacheSlots = 300;

export interface MethodContext {
  chain: SolanaChain;
  faucet: SolanaKeyPair;
}

function tokenAccountsBy(chain: SolanaChain, owner: string, filter: Record<string, unknown>) {
  const keys = Object.keys(filter);
  if (keys.length !== 1 || (keys[0] !== 'mint' && keys[0] !== 'programId')) {
    throw invalidParams('Invalid params: expected a map with exactly one of `mint` or `programId`.');
  }
  let programs: string[];
  let mint: string | undefined;
  if ('mint' in filter) {
    mint = pubkey(filter.mint);
    const account = chain.accountState(mint);
    if (account === null || readMint(account.data, account.owner) === undefined) {
      throw invalidParams('Invalid param: could not find mint');
    }
    programs = [account.owner];
  } else {
    const programId = pubkey(filter.programId);
    if (tokenPrograms[programId] === undefined)
      throw invalidParams('Invalid param: unrecognized Token program id');
    programs = [programId];
  }
  return programs.flatMap((program) =>
    chain.svm.getProgramAccounts(address(program)).filter((account) => {
      const token = readTokenAccount(account.data, account.programAddress);
      return token !== undefined && token.owner === owner && (mint === undefined || token.mint === mint);
    }),
  );
}

export function rpcMethods({ chain, faucet }: MethodContext): RpcMethods {
  const decimalsOf = (mint: string) => chain.decimalsOf(mint);

  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': solanaCoreVersion, 'feature-set': featureSet }),
    getGenesisHash: () => chain.genesisHash,
    getIdentity: () => ({ identity: faucet.address }),
    getSlot: (params) => chain.slotAt(commitment(chain, config(params[0]))),
    getBlockHeight: (params) => chain.slotAt(commitment(chain, config(params[0]))),
    getTransactionCount: (params) => {
      const visible = chain.slotAt(commitment(chain, config(params[0])));
      return [...chain.history.values()].filter((landed) => landed.slot <= visible).length;
    },
    getEpochInfo: (params) => {
      const slot = chain.slotAt(commitment(chain, config(params[0])));
      const slotsInEpoch = 432_000;
      return {
        absoluteSlot: slot,
        blockHeight: slot,
        epoch: Math.floor(slot / slotsInEpoch),
        slotIndex: slot % slotsInEpoch,
        slotsInEpoch,
        transactionCount: chain.history.size,
      };
    },
    getLatestBlockhash: (params) => {
      const slot = chain.slotAt(commitment(chain, config(params[0])));
      return withContext(slot, {
        blockhash: chain.blockhashAt(slot),
        lastValidBlockHeight: slot + maxProcessingAge,
      });
    },
    isBlockhashValid: (params) => {
      const hash = pubkey(required(params, 0, 'at least 1 parameter'));
      const options = config(params[1]);
      const slot = chain.slotAt(commitment(chain, options));
      return withContext(slot, chain.blockhashSlot(hash) !== undefined);
    },
    getBalance: (params) => {
      const key = pubkey(required(params, 0, 'at least 1 parameter'));
      const slot = chain.slotAt(commitment(chain, config(params[1])));
      return withContext(slot, chain.lamportsOf(key));
    },
    getAccountInfo: (params) => {
      const key = pubkey(required(params, 0, 'at least 1 parameter'));
      const options = config(params[1]);
      const slot = chain.slotAt(commitment(chain, options));
      const encoding = encodingOptions(options, decimalsOf);
      const account = chain.accountState(key);
      return withContext(slot, account && encodeAccount(account, encoding));
    },
    getMultipleAccounts: (params) => {
      const keys = required(params, 0, 'at least 1 parameter');
      if (!Array.isArray(keys)) throw invalidType(keys, 'a sequence');
      if (keys.length > 100) throw invalidParams('Too many inputs provided; max 100');
      const options = config(params[1]);
      const slot = chain.slotAt(commitment(chain, options));
      const encoding = encodingOptions(options, decimalsOf);
      const accounts = keys.map((key) => chain.accountState(pubkey(key)));
      return withContext(
        slot,
        accounts.map((account) => account && encodeAccount(account, encoding)),
      );
    },
    getTokenAccountsByOwner: (params) => {
      const owner = pubkey(required(params, 0, 'at least 2 parameters'));
      const filter = required(params, 1, 'at least 2 parameters');
      if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
        throw invalidType(filter, 'a map');
      const options = config(params[2]);
      const slot = chain.slotAt(commitment(chain, options));
      const encoding = encodingOptions(options, decimalsOf);
      const accounts = tokenAccountsBy(chain, owner, filter as Record<string, unknown>);
      return withContext(
        slot,
        accounts.map((account) => ({
          pubkey: account.address,
          account: encodeAccount(
            {
              lamports: account.lamports,
              data: account.data,
              owner: account.programAddress,
              executable: account.executable,
            },
            encoding,
          ),
        })),
      );
    },
    getTokenAccountBalance: (params) => {
      const key = pubkey(required(params, 0, 'at least 1 parameter'));
      const slot = chain.slotAt(commitment(chain, config(params[1])));
      const account = chain.accountState(key);
      const token = account ? readTokenAccount(account.data, account.owner) : undefined;
      const decimals = token && chain.decimalsOf(token.mint);
      if (token === undefined || decimals === undefined)
        throw invalidParams('Invalid param: not a Token account');
      return withContext(slot, uiTokenAmount(token.amount, decimals));
    },
    getTokenSupply: (params) => {
      const key = pubkey(required(params, 0, 'at least 1 parameter'));
      const slot = chain.slotAt(commitment(chain, config(params[1])));
      const account = chain.accountState(key);
      const mint = account && readMint(account.data, account.owner);
      if (!mint) throw invalidParams('Invalid param: not a Token mint');
      return withContext(slot, uiTokenAmount(mint.supply, mint.decimals));
    },
    getMinimumBalanceForRentExemption: (params) => {
      const length = integer(required(params, 0, 'at least 1 parameter'), 'usize');
      commitment(chain, config(params[1]));
      return Number(chain.svm.minimumBalanceForRentExemption(BigInt(length)));
    },
    getFeeForMessage: (params) => {
      const encoded = required(params, 0, 'at least 1 parameter');
      if (typeof encoded !== 'string') throw invalidType(encoded, 'a string');
      const slot = chain.slotAt(commitment(chain, config(params[1])));
      let message: ReturnType<typeof decodeSolanaMessage>;
      try {
        message = decodeSolanaMessage(decodeWireText(encoded, 'base64'));
      } catch (error) {
        if (error instanceof SolanaWireError) throw invalidParams(`invalid message: ${error.message}`);
        throw error;
      }
      if (chain.blockhashSlot(message.recentBlockhash) === undefined) return withContext(slot, null);
      return withContext(slot, transactionFee(message));
    },
    simulateTransaction: (params) => simulateTransaction(chain, params),
    sendTransaction: (params) => submitTransaction(chain, params),
    requestAirdrop: (params) => {
      const to = pubkey(required(params, 0, 'at least 2 parameters'));
      const amount = integer(required(params, 1, 'at least 2 parameters'));
      commitment(chain, config(params[2]));
      const bytes = transferTransaction(faucet, to, BigInt(amount), chain.blockhashAt(chain.slot));
      const outcome = chain.execute(decodeSolanaTransaction(bytes), bytes);
      if (!('landed' in outcome)) throw internalError();
      return outcome.landed.signature;
    },
    getSignatureStatuses: (params) => {
      const list = required(params, 0, 'at least 1 parameter');
      if (!Array.isArray(list)) throw invalidType(list, 'a sequence');
      if (list.length > 256) throw invalidParams('Too many inputs provided; max 256');
      const searchHistory = bool(config(params[1]).searchTransactionHistory, false);
      const statuses = list.map((value) => {
        const landed = chain.history.get(signature(value));
        if (landed === undefined || (!searchHistory && chain.slot - landed.slot > statusCacheSlots))
          return null;
        const confirmationStatus = chain.confirmationStatus(landed.slot);
        return {
          slot: landed.slot,
          confirmations: confirmationStatus === 'finalized' ? null : chain.slot - landed.slot,
          err: landed.err,
          status: landed.err === null ? { Ok: null } : { Err: landed.err },
          confirmationStatus,
        };
      });
      return withContext(chain.slot, statuses);
    },
    getSignaturesForAddress: (params) => {
      const key = pubkey(required(params, 0, 'at least 1 parameter'));
      const options = config(params[1]);
      const visible = chain.slotAt(historyCommitment(chain, options));
      const limit =
        options.limit === undefined || options.limit === null ? 1000 : integer(options.limit, 'usize');
      if (limit < 1 || limit > 1000) throw invalidParams('Invalid limit; max 1000');
      const before =
        options.before === undefined || options.before === null ? undefined : signature(options.before);
      const until =
        options.until === undefined || options.until === null ? undefined : signature(options.until);
      const newestFirst = [...(chain.signaturesByAddress.get(key) ?? [])].reverse();
      const start = before === undefined ? 0 : newestFirst.indexOf(before) + 1;
      const found = [];
      for (const sig of before !== undefined && start === 0 ? [] : newestFirst.slice(start)) {
        if (sig === until || found.length === limit) break;
        const landed = chain.history.get(sig);
        if (landed === undefined || landed.slot > visible) continue;
        found.push({
          signature: sig,
          slot: landed.slot,
          err: landed.err,
          memo: null,
          blockTime: landed.blockTime,
          confirmationStatus: chain.confirmationStatus(landed.slot),
        });
      }
      return found;
    },
    getTransaction: (params) => {
      const sig = signature(required(params, 0, 'at least 1 parameter'));
      // The second parameter may be the encoding alone (the older form).
      const options = typeof params[1] === 'string' ? { encoding: params[1] } : config(params[1]);
      const visible = chain.slotAt(historyCommitment(chain, options));
      const encoding = oneOf(options.encoding, transactionEncodings, 'json');
      const maxVersion =
        options.maxSupportedTransactionVersion === undefined ||
        options.maxSupportedTransactionVersion === null
          ? undefined
          : integer(options.maxSupportedTransactionVersion, 'u8');
      const landed = chain.history.get(sig);
      if (landed === undefined || landed.slot > visible) return null;
      const version = landed.wire.message.version;
      if (version !== 'legacy' && (maxVersion === undefined || version > maxVersion)) {
        const advice =
          maxVersion === undefined
            ? ` Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`
            : '';
        throw new ProviderRpcError(
          solanaRpcErrorCodes.unsupportedTransactionVersion,
          `Transaction version (${version}) is not supported by the requesting client.${advice}`,
        );
      }
      return encodeTransaction(landed, encoding, maxVersion !== undefined);
    },
  };
}
