import { encodeAccount, encodingOptions } from './accountEncoding.js';
import { maxProcessingAge, type SolanaChain, signaturesVerify } from './chain.js';
import { withContext } from './context.js';
import { bool, commitment, config, invalidType, oneOf, pubkey, required } from './params.js';
import { invalidParams } from './rpcError.js';
import { decodeTransactionParam, signatureVerificationFailure, wireEncoding } from './submit.js';

/** simulateTransaction: runs against the current state, blockhash checked unless replaced. */
export function simulateTransaction(chain: SolanaChain, params: unknown[]) {
  const options = config(params[1]);
  const { wire, bytes } = decodeTransactionParam(
    required(params, 0, 'at least 1 parameter'),
    wireEncoding(options.encoding),
  );
  const sigVerify = bool(options.sigVerify, false);
  const replace = bool(options.replaceRecentBlockhash, false);
  if (sigVerify && replace) throw invalidParams('sigVerify may not be used with replaceRecentBlockhash');
  const slot = chain.slotAt(commitment(chain, options));
  if (sigVerify && !signaturesVerify(wire)) throw signatureVerificationFailure();
  const withInner = bool(options.innerInstructions, false);
  const requested = config(options.accounts);
  const addresses = requested.addresses ?? [];
  if (!Array.isArray(addresses)) throw invalidType(addresses, 'a sequence');
  const keyCount = wire.message.accountKeys.length;
  if (addresses.length > keyCount) throw invalidParams(`Too many accounts provided; max ${keyCount}`);
  const accountEncoding = encodingOptions(
    { encoding: oneOf(requested.encoding, ['base64', 'jsonParsed', 'base64+zstd'], 'base64') },
    (mint) => chain.decimalsOf(mint),
  );

  const replacementBlockhash = replace
    ? { blockhash: chain.blockhashAt(slot), lastValidBlockHeight: slot + maxProcessingAge }
    : null;
  if (!replace && chain.blockhashSlot(wire.message.recentBlockhash, slot) === undefined) {
    return withContext(slot, {
      err: 'BlockhashNotFound',
      logs: [],
      accounts: null,
      unitsConsumed: 0,
      returnData: null,
      innerInstructions: null,
      replacementBlockhash: null,
      fee: null,
      preBalances: null,
      postBalances: null,
      preTokenBalances: null,
      postTokenBalances: null,
      loadedAddresses: null,
    });
  }
  const result = chain.simulate(wire, bytes);
  const accounts =
    options.accounts === undefined || options.accounts === null
      ? null
      : addresses.map((value) => {
          const key = pubkey(value);
          const account = result.postAccounts.get(key) ?? chain.accountState(key);
          return account && encodeAccount(account, accountEncoding);
        });
  return withContext(slot, {
    err: result.err,
    logs: result.logs,
    accounts,
    unitsConsumed: result.computeUnitsConsumed,
    returnData: result.returnData,
    innerInstructions: withInner ? result.innerInstructions : null,
    replacementBlockhash,
    fee: result.fee,
    preBalances: result.preBalances,
    postBalances: result.postBalances,
    preTokenBalances: result.preTokenBalances,
    postTokenBalances: result.postTokenBalances,
    loadedAddresses: result.loadedAddresses,
  });
}
