import type { ChainDataClient } from '../../cloud/client/chainDataClient.js';
import type { ChainNamespace } from '../../domain/caip/chainNamespace.js';
import { evmChainIdToCoinType } from '../../domain/caip/coinType.js';
import type { Transfer } from '../../domain/chainAdapter/transfer.js';
import type { Network } from '../../domain/networks/network.js';
import type { Runtime } from '../../instance/runtime.js';
import { decodeNodeError } from '../../shared/errors/nodeErrors.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { rpcErrorCode } from '../../shared/errors/readRpcError.js';
import { rpcErrorCodes } from '../../shared/errors/rpcErrorCodes.js';
import { errorMessage } from '../../shared/errors/toPorticoError.js';
import { assertDecimal } from '../../shared/validation/decimal.js';
import { isTransactionHash } from '../../shared/validation/transactionHash.js';
import { isNativeToken, nativeSendToken } from './selectors.js';
import { fromUnits, toUnits } from './sendAmount.js';
import { explorerUrl, sendContext, units } from './sendContext.js';
import { sendError } from './sendError.js';
import { assertSendPreconditions } from './sendPreconditions.js';
import { assertReceiverAddress, isEvmName } from './sendReceiver.js';
import { initialSendState, type SendFee, type SendState } from './sendState.js';

/**
 * The Send flow's work that talks to the cloud, the adapter and the wallet (§3 send state, §5 send rules). The
 * form's plain setters are `sendForm`'s, so typing never waits for this module to load.
 */
export interface SendActions {
  /** Resolves the typed receiver when it is an eip155 name, with the receiver's profile (Portico Cloud). */
  resolveSendReceiver(): Promise<void>;
  /** The whole balance of a token; of the native coin, what is left after the network fee. */
  setMaxSendAmount(): Promise<void>;
  /** Checks everything that can be checked before signing, estimates the fee, and shows WalletSendPreview. */
  previewSend(): Promise<void>;
  /** Sends the previewed transfer through the connected wallet. */
  confirmSend(): Promise<void>;
}

export interface SendDeps {
  rt: Runtime;
  client: Pick<ChainDataClient, 'getNameProfile'> | undefined;
  navigate(view: 'WalletSendPreview'): void;
  /** Balances (native and tokens) read again from the chain, and the activity list started over. */
  afterSend(): Promise<void>;
}

export function createSendActions({ rt, client, navigate, afterSend }: SendDeps): SendActions {
  const update = (change: Partial<SendState>) => rt.set((s) => ({ ...s, send: { ...s.send, ...change } }));
  // A chain library's short message when it has one: the node's words without the request dump.
  // §8 a node's error by its name; else a chain library's short message (the node's words without the request dump).
  const fail = (error: unknown) => {
    const decoded = decodeNodeError(error);
    const short = (error as { shortMessage?: unknown } | undefined)?.shortMessage;
    const message = decoded?.message ?? (typeof short === 'string' && short ? short : errorMessage(error));
    update({ loading: false, error: message });
  };
  // Only the latest name lookup may set the receiver.
  let lookup = 0;

  /** The receiver's address, resolving a name first when the typed one is a name that was not resolved yet. */
  async function receiverOf(send: SendState, namespace: ChainNamespace, network: Network): Promise<string> {
    const typed = send.receiverAddress?.trim() ?? '';
    if (send.resolvedReceiver) return send.resolvedReceiver;
    // Without Portico Cloud no name resolves: a typed name is just no address.
    if (client && namespace === 'eip155' && isEvmName(typed))
      throw sendError('SEND_NAME_NOT_FOUND', { name: typed });
    assertReceiverAddress(typed, namespace, network.name);
    return typed;
  }

  /** The validated transfer of the send state (§5), in the token's smallest unit. */
  async function transferOf() {
    const context = sendContext(rt);
    const { send, namespace, network } = context;
    // §5 decimal parsing: a typed amount that is no number says so, rather than that an amount is missing.
    if (send.sendTokenAmount?.trim()) assertDecimal(send.sendTokenAmount.trim());
    assertSendPreconditions({
      chainNamespace: namespace,
      sendTokenAmount: send.sendTokenAmount,
      receiverAddress: send.receiverAddress,
      token: send.token ?? (namespace === 'eip155' ? undefined : nativeToken(context)),
    });
    const token = send.token ?? nativeToken(context);
    const amount = toUnits(send.sendTokenAmount ?? '', token);
    if (amount === undefined) throw new PorticoError('INVALID_DECIMAL');
    const to = await receiverOf(send, namespace, network);
    const transfer: Transfer = {
      to,
      decimals: token.decimals,
      amount,
      ...(isNativeToken(token) ? {} : { tokenAddress: token.address }),
    };
    return { ...context, token, transfer };
  }

  const nativeToken = ({ account, network }: ReturnType<typeof sendContext>) =>
    nativeSendToken(account, network);

  function adapterCall(context: ReturnType<typeof sendContext>) {
    const adapter = rt.adapterOf(context.namespace);
    if (!adapter.estimateTransfer || !adapter.sendTransfer) throw new PorticoError('UNSUPPORTED_CHAIN');
    return { adapter, estimate: adapter.estimateTransfer, sendTransfer: adapter.sendTransfer };
  }

  async function estimate(context: Awaited<ReturnType<typeof transferOf>>) {
    const { estimate: estimateTransfer } = adapterCall(context);
    const provider = await rt.providerOf(context.namespace);
    return estimateTransfer({
      provider,
      address: context.address,
      network: context.network,
      transfer: context.transfer,
    });
  }

  function feeOf(
    fee: bigint,
    accountCreation: bigint,
    context: Awaited<ReturnType<typeof transferOf>>,
  ): SendFee {
    const { decimals, symbol } = context.network.nativeCurrency;
    const price = nativeToken(context).price;
    const amount = fromUnits(fee, decimals);
    return {
      amount,
      symbol,
      ...(accountCreation > 0n ? { accountCreation: fromUnits(accountCreation, decimals) } : {}),
      ...(price !== undefined ? { usd: Number(amount) * price } : {}),
    };
  }

  /** §5 insufficient balance of the token sent, before anything is estimated (a node refuses to estimate it). */
  function assertAmountCovered(context: Awaited<ReturnType<typeof transferOf>>) {
    if (context.transfer.amount > units(context.token.quantity.numeric, context.token.decimals)) {
      throw sendError('SEND_INSUFFICIENT_BALANCE', { symbol: context.token.symbol });
    }
  }

  /** The fee in the native coin, with the amount too when that is the coin sent. */
  function assertFeeCovered(context: Awaited<ReturnType<typeof transferOf>>, fee: bigint) {
    const native = nativeToken(context);
    const nativeNeeded = fee + (isNativeToken(context.token) ? context.transfer.amount : 0n);
    if (nativeNeeded > units(native.quantity.numeric, native.decimals)) {
      throw sendError('SEND_INSUFFICIENT_FEE', { symbol: native.symbol });
    }
  }

  return {
    async resolveSendReceiver() {
      const run = ++lookup;
      const { namespace, network, send } = sendContext(rt);
      const name = send.receiverAddress?.trim() ?? '';
      if (namespace !== 'eip155' || !isEvmName(name) || !client) return;
      try {
        const profile = await client.getNameProfile(name);
        const coinType = String(evmChainIdToCoinType(Number(network.id)));
        const address = (profile.addresses[coinType] ?? profile.addresses['60'])?.address;
        // The visitor may have typed on while the name was looked up.
        if (run !== lookup || rt.get().send.receiverAddress?.trim() !== name || !address) return;
        update({
          resolvedReceiver: address,
          receiverProfileName: profile.name,
          ...(profile.attributes.avatar ? { receiverProfileImage: profile.attributes.avatar } : {}),
        });
      } catch (error) {
        rt.options.logger.warn(`The name ${name} could not be resolved`, error);
      }
    },
    async setMaxSendAmount() {
      try {
        const context = sendContext(rt);
        const token = context.send.token ?? nativeToken(context);
        if (!isNativeToken(token))
          return update({ sendTokenAmount: token.quantity.numeric, error: undefined });
        const balance = units(token.quantity.numeric, token.decimals);
        // The fee of sending it all leaves what may be sent; a receiver is needed for the estimate only as a target.
        const to = context.send.resolvedReceiver ?? context.address;
        const { fee } = await estimate({
          ...context,
          token,
          transfer: { to, decimals: token.decimals, amount: balance },
        });
        const max = balance > fee ? balance - fee : 0n;
        update({ sendTokenAmount: fromUnits(max, token.decimals), error: undefined });
      } catch (error) {
        fail(error);
      }
    },
    async previewSend() {
      update({ loading: true, error: undefined });
      try {
        const context = await transferOf();
        assertAmountCovered(context);
        const { fee, accountCreation } = await estimate(context);
        assertFeeCovered(context, fee);
        update({ loading: false, fee: feeOf(fee, accountCreation, context) });
        navigate('WalletSendPreview');
      } catch (error) {
        fail(error);
      }
    },
    async confirmSend() {
      update({ loading: true, error: undefined });
      try {
        const context = await transferOf();
        // The fee may have risen since the preview: the balances are checked again at today's fee before signing.
        assertAmountCovered(context);
        assertFeeCovered(context, (await estimate(context)).fee);
        const { sendTransfer } = adapterCall(context);
        const provider = await rt.providerOf(context.namespace);
        const hash = await sendTransfer({
          provider,
          address: context.address,
          network: context.network,
          transfer: context.transfer,
        });
        if (context.namespace === 'eip155' && !isTransactionHash(hash)) throw sendError('SEND_INVALID_HASH');
        const url = explorerUrl(context.network, hash);
        // §4 sending clears the send state on success; what was sent stays to be shown.
        rt.set((s) => ({
          ...s,
          send: { ...initialSendState, sent: { hash, ...(url ? { explorerUrl: url } : {}) } },
        }));
        await afterSend();
      } catch (error) {
        fail(isRejection(error) ? sendError('SEND_REJECTED', {}, { cause: error }) : error);
      }
    },
  };
}

/** A wallet's 4001: the visitor declined in the wallet. */
function isRejection(error: unknown): boolean {
  return rpcErrorCode(error) === rpcErrorCodes.userRejected;
}
