import { type Hex, hexToNumber, numberToHex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/** How the wallet answers a switch to a chain it doesn't know: 4902 plainly or nested like some wallets do. */
export type UnknownChainAnswer = 'plain' | 'cause' | 'data.originalError';

export interface FakeWalletOptions {
  privateKey: Hex;
  /** Chains the wallet knows, by chain id, with the RPC URL it reads through. */
  chains: Record<number, string>;
  chainId: number;
  info: { uuid: string; name: string; icon: string; rdns: string };
  unknownChainAnswer?: UnknownChainAnswer;
}

export interface LoggedRequest {
  method: string;
  params?: unknown;
}

type Listener = (...args: unknown[]) => void;

function providerError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code });
}

function unknownChainError(answer: UnknownChainAnswer): Error {
  const error = providerError(4902, 'Unrecognized chain ID');
  if (answer === 'cause') return Object.assign(providerError(-32603, 'Internal error'), { cause: error });
  if (answer === 'data.originalError') {
    return Object.assign(providerError(-32603, 'Internal error'), { data: { originalError: error } });
  }
  return error;
}

/**
 * A minimal EIP-1193 wallet announced by EIP-6963, for the adapter's tests: one key, the chains it knows,
 * a log of every request, reads forwarded to the current chain's RPC. It does not implement
 * wallet_requestPermissions (4200), so a connect asks with eth_requestAccounts.
 */
export function createFakeWallet(options: FakeWalletOptions) {
  let account = privateKeyToAccount(options.privateKey);
  const chains = new Map(Object.entries(options.chains).map(([id, url]) => [Number(id), url]));
  const listeners = new Map<string, Set<Listener>>();
  const log: LoggedRequest[] = [];
  const rejections = new Map<string, number>();
  let chainId = options.chainId;
  let authorised = false;

  function emit(event: string, ...args: unknown[]) {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  }

  async function forward(method: string, params: unknown): Promise<unknown> {
    const response = await fetch(chains.get(chainId) as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw providerError(body.error.code, body.error.message);
    return body.result;
  }

  function setChain(next: number) {
    chainId = next;
    emit('chainChanged', numberToHex(next));
  }

  async function answer(method: string, params: unknown): Promise<unknown> {
    const rejection = rejections.get(method);
    if (rejection !== undefined) {
      rejections.delete(method);
      throw providerError(rejection, `Rejected ${method}`);
    }
    switch (method) {
      case 'eth_requestAccounts':
        authorised = true;
        return [account.address];
      case 'eth_accounts':
        return authorised ? [account.address] : [];
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'wallet_switchEthereumChain': {
        const [{ chainId: requested }] = params as [{ chainId: Hex }];
        if (!chains.has(hexToNumber(requested)))
          throw unknownChainError(options.unknownChainAnswer ?? 'plain');
        if (hexToNumber(requested) !== chainId) setChain(hexToNumber(requested));
        return null;
      }
      case 'wallet_addEthereumChain': {
        const [chain] = params as [{ chainId: Hex; rpcUrls: string[] }];
        chains.set(hexToNumber(chain.chainId), chain.rpcUrls[0] as string);
        return null;
      }
      case 'wallet_revokePermissions':
        authorised = false;
        return null;
      case 'personal_sign': {
        const [message] = params as [Hex];
        return account.signMessage({ message: { raw: message } });
      }
      case 'wallet_requestPermissions':
        throw providerError(4200, 'Unsupported method');
      default:
        return forward(method, params);
    }
  }

  const provider = {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      log.push(params === undefined ? { method } : { method, params });
      return answer(method, params);
    },
    on(event: string, listener: Listener) {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)?.add(listener);
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
    },
  };

  const announce = () => {
    const detail = Object.freeze({ info: options.info, provider });
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  };

  return {
    address: account.address,
    provider,
    log,
    /** Announces the wallet now and whenever a dApp asks (EIP-6963). */
    announce() {
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    /** Stops answering discovery requests. */
    remove() {
      window.removeEventListener('eip6963:requestProvider', announce);
    },
    /** The next request of `method` fails with the provider error `code`. */
    rejectNext(method: string, code: number) {
      rejections.set(method, code);
    },
    /** The user revokes the site in the wallet. */
    revoke() {
      authorised = false;
      emit('accountsChanged', []);
    },
    /** The user picks another account in the wallet. */
    useAccount(privateKey: Hex) {
      account = privateKeyToAccount(privateKey);
      if (authorised) emit('accountsChanged', [account.address]);
    },
    /** The user switches the wallet's chain in the wallet itself. */
    jumpTo(next: number) {
      setChain(next);
    },
    get chainId() {
      return chainId;
    },
  };
}

export type FakeWallet = ReturnType<typeof createFakeWallet>;
