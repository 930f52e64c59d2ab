import type { WebSocket } from 'ws';
import { type EncodingOptions, encodeAccount, encodingOptions } from './accountEncoding.js';
import type { Commitment, LandedTransaction, SolanaChain } from './chain.js';
import { toJson } from './json.js';
import type { RpcMethods } from './jsonRpc.js';
import { bool, commitment, config, integer, pubkey, required, signature } from './params.js';
import { invalidParams } from './rpcError.js';

interface Subscription {
  socket: WebSocket;
  /** The notification method, e.g. `accountNotification`. */
  method: string;
  kind: 'account' | 'signature' | 'slot';
}

interface SignatureSubscription extends Subscription {
  kind: 'signature';
  signature: string;
  commitment: Commitment;
  /** `enableReceivedNotification`: a `receivedSignature` notification is still due. */
  notifyReceived: boolean;
}

interface AccountSubscription extends Subscription {
  kind: 'account';
  key: string;
  commitment: Commitment;
  encoding: EncodingOptions;
  /** The value last seen (sent or current at subscription), as JSON. */
  last: string;
  /** Slot of the first transaction touching the account since `last`. */
  changedAt?: number;
}

interface SlotSubscription extends Subscription {
  kind: 'slot';
}

type AnySubscription = SignatureSubscription | AccountSubscription | SlotSubscription;

/**
 * The validator's PubSub service for one chain: signature, account and slot subscriptions, each
 * notified when its commitment level sees the change.
 */
export class SubscriptionHub {
  private nextId = 0;
  private readonly subscriptions = new Map<number, AnySubscription>();

  constructor(private readonly chain: SolanaChain) {
    chain.on('transaction', (landed) => this.onTransaction(landed));
    chain.on('slot', (slot) => this.onSlot(slot));
  }

  private notify(id: number, subscription: Subscription, result: unknown): void {
    if (subscription.socket.readyState !== subscription.socket.OPEN) return;
    subscription.socket.send(
      toJson({ jsonrpc: '2.0', method: subscription.method, params: { result, subscription: id } }),
    );
  }

  private accountValue(subscription: AccountSubscription): string {
    const account = this.chain.accountState(subscription.key);
    return toJson(account && encodeAccount(account, subscription.encoding));
  }

  private onTransaction(landed: LandedTransaction): void {
    const touched = new Set(landed.accountKeys);
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.kind === 'account' && touched.has(subscription.key))
        subscription.changedAt ??= landed.slot;
      if (
        subscription.kind === 'signature' &&
        subscription.notifyReceived &&
        subscription.signature === landed.signature
      ) {
        subscription.notifyReceived = false;
        this.notify(id, subscription, { context: { slot: landed.slot }, value: 'receivedSignature' });
      }
    }
    this.check();
  }

  private onSlot(slot: number): void {
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.kind === 'slot') {
        this.notify(id, subscription, {
          parent: Math.max(0, slot - 1),
          root: this.chain.slotAt('finalized'),
          slot,
        });
      }
    }
    this.check();
  }

  /** Sends what each subscription's commitment now sees. */
  private check(): void {
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.kind === 'signature') {
        const landed = this.chain.history.get(subscription.signature);
        if (landed === undefined || landed.slot > this.chain.slotAt(subscription.commitment)) continue;
        this.subscriptions.delete(id);
        this.notify(id, subscription, { context: { slot: landed.slot }, value: { err: landed.err } });
      } else if (subscription.kind === 'account') {
        const { changedAt } = subscription;
        const visible = this.chain.slotAt(subscription.commitment);
        if (changedAt === undefined || changedAt > visible) continue;
        subscription.changedAt = undefined;
        const value = this.accountValue(subscription);
        if (value === subscription.last) continue;
        subscription.last = value;
        this.notify(id, subscription, { context: { slot: visible }, value: JSON.parse(value) });
      }
    }
  }

  private add(subscription: AnySubscription): number {
    this.nextId += 1;
    this.subscriptions.set(this.nextId, subscription);
    return this.nextId;
  }

  private remove(socket: WebSocket, kind: AnySubscription['kind'], params: unknown[]): boolean {
    const id = integer(required(params, 0, '1 parameter'), 'u64');
    const subscription = this.subscriptions.get(id);
    if (subscription === undefined || subscription.socket !== socket || subscription.kind !== kind) {
      throw invalidParams('Invalid subscription id.');
    }
    return this.subscriptions.delete(id);
  }

  /** Drops a closed socket's subscriptions. */
  drop(socket: WebSocket): void {
    for (const [id, subscription] of this.subscriptions) {
      if (subscription.socket === socket) this.subscriptions.delete(id);
    }
  }

  methodsFor(socket: WebSocket): RpcMethods {
    const { chain } = this;
    return {
      signatureSubscribe: (params) => {
        const options = config(params[1]);
        // A signature that already landed is notified at the next check, as the validator does at its next bank.
        return this.add({
          kind: 'signature',
          method: 'signatureNotification',
          socket,
          signature: signature(required(params, 0, 'at least 1 parameter')),
          commitment: commitment(chain, options),
          notifyReceived: bool(options.enableReceivedNotification, false),
        });
      },
      signatureUnsubscribe: (params) => this.remove(socket, 'signature', params),
      accountSubscribe: (params) => {
        const key = pubkey(required(params, 0, 'at least 1 parameter'));
        const options = config(params[1]);
        const subscription: AccountSubscription = {
          kind: 'account',
          method: 'accountNotification',
          socket,
          key,
          commitment: commitment(chain, options),
          encoding: encodingOptions(options, (mint) => chain.decimalsOf(mint)),
          last: '',
        };
        subscription.last = this.accountValue(subscription);
        return this.add(subscription);
      },
      accountUnsubscribe: (params) => this.remove(socket, 'account', params),
      slotSubscribe: () => this.add({ kind: 'slot', method: 'slotNotification', socket }),
      slotUnsubscribe: (params) => this.remove(socket, 'slot', params),
    };
  }
}
