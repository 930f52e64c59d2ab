import { trustedTokenSource } from '../approval/trustedTokens.js';
import { ActiveChain, type KeyValueStorage } from '../chain/activeChain.js';
import { CloudApi, type CloudTarget } from '../cloud/cloudApi.js';
import { EmailLogin } from '../login/emailLogin.js';
import { EmailUpdate } from '../login/emailUpdate.js';
import { FarcasterLogin } from '../login/farcasterLogin.js';
import { SocialLogin } from '../login/socialLogin.js';
import { WalletLogin } from '../login/walletLogin.js';
import { RpcProxy } from '../rpc/rpcProxy.js';
import { CallBatches } from '../rpc/sendCalls.js';
import { FrameSession } from '../session/frameSession.js';
import { AccountPreference } from '../smartAccount/accountPreference.js';
import { cloudSmartAccountNetworks } from '../smartAccount/cloudSmartAccountNetworks.js';
import { SmartAccounts } from '../smartAccount/smartAccounts.js';
import { DeviceStore } from '../store/deviceStore.js';
import type { Visitor } from '../visitor/visitor.js';
import { WalletAccess } from '../wallet/walletAccess.js';
import { type FrameHandlers, frameHandlers } from './frameHandlers.js';
import type { FrameLog } from './frameLog.js';
import { type FramePort, type PortLike, serveFramePort } from './framePort.js';

export interface FrameOptions {
  db: IDBDatabase;
  target: CloudTarget;
  /** The frame's localStorage. */
  storage: KeyValueStorage;
  /** CAIP-2 network of the `chainId` query parameter, until the page switches. */
  initialChainId: string;
  fetch?: typeof fetch;
  reload: () => void;
  log: FrameLog;
  /** The visitor, met in the frame's own document (approvals, recovery passwords). */
  visitor: Visitor;
  /** The origin of the page that framed us. */
  parentOrigin: string;
  /** Applies the modal's light or dark mode to the frame's UI. */
  applyTheme?: (mode: 'light' | 'dark') => void;
  /** Writes the frame's UI in the modal's locale (a BCP 47 tag). */
  applyLocale?: (locale: string) => void;
}

export interface Frame {
  handlers: FrameHandlers;
  /** Serves the page on a handshake's port. */
  serve(port: PortLike): FramePort;
  /** Tells every served page the height of what the frame's document shows. */
  sizeChanged(height: number): void;
  /** Hands every served page a key that belongs to the modal around the frame. */
  keyPressed(key: 'Escape' | 'Tab', shiftKey: boolean): void;
  /** The social login, which the callback page's message reaches (frame/social/socialCallback.ts). */
  social: SocialLogin;
}

/** The secure frame's services wired together, independent of the window (driven by Node tests too). */
export function createFrame(options: FrameOptions): Frame {
  const { db, target, storage, initialChainId, reload, log, visitor, parentOrigin } = options;
  const api = new CloudApi(target, options.fetch);
  const store = new DeviceStore(db, new URL(target.cloudUrl).origin);
  const ports: FramePort[] = [];
  const session = new FrameSession(api, store, (token) => {
    for (const port of ports) port.sessionUpdated(token);
  });
  const wallet = new WalletAccess(api, store, session);
  const walletLogin = new WalletLogin(api, store, session);
  const social = new SocialLogin(api, walletLogin);
  const proxy = new RpcProxy(target, options.fetch);
  const smartAccounts = new SmartAccounts(
    wallet,
    proxy,
    cloudSmartAccountNetworks(api),
    new AccountPreference(store, session),
  );
  const handlers = frameHandlers({
    api,
    store,
    session,
    walletLogin,
    login: new EmailLogin(api, store, session, walletLogin),
    social,
    farcaster: new FarcasterLogin(api, walletLogin),
    update: new EmailUpdate(api, store, session),
    chain: new ActiveChain(storage, initialChainId),
    rpc: {
      wallet,
      api,
      proxy,
      batches: new CallBatches(smartAccounts),
      smartAccounts,
      tokens: trustedTokenSource(api),
      log,
    },
    visitor,
    parentOrigin,
    applyTheme: options.applyTheme ?? (() => {}),
    applyLocale: options.applyLocale ?? (() => {}),
    reload,
  });
  return {
    handlers,
    social,
    serve(port) {
      const served = serveFramePort(port, handlers, log);
      ports.push(served);
      return served;
    },
    sizeChanged(height) {
      for (const port of ports) port.sizeChanged(height);
    },
    keyPressed(key, shiftKey) {
      for (const port of ports) port.keyPressed(key, shiftKey);
    },
  };
}
