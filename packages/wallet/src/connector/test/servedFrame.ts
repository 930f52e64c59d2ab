import { IDBFactory } from 'fake-indexeddb';
import { createFrame } from '../../frame/app/createFrame.js';
import type { PortLike } from '../../frame/app/framePort.js';
import { openWalletDatabase } from '../../frame/store/idb.js';
import type { FakeCloud } from '../../frame/test/fakeCloud.js';
import { scriptedVisitor } from '../../frame/test/scriptedVisitor.js';
import type { FramePort } from '../framePort.js';

/**
 * The real secure frame of one browser profile (its own IndexedDB in fake-indexeddb and localStorage), and
 * `openFrame` for the connector: each page load gets a new MessageChannel whose other end the frame serves.
 */
export async function servedFrame(cloud: FakeCloud, initialChainId: string) {
  const storage = new Map<string, string>();
  const visitor = scriptedVisitor();
  const frame = createFrame({
    db: await openWalletDatabase(new IDBFactory()),
    target: { cloudUrl: cloud.url, projectId: 'p1', sdkType: 'portico-frame', sdkVersion: '0.1.0' },
    storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => storage.set(key, value) },
    initialChainId,
    fetch: cloud.fetch,
    reload: () => {},
    log: () => {},
    visitor,
    parentOrigin: 'https://dapp.example',
  });
  return {
    /** The visitor in the frame's own document. */
    visitor,
    /** Serves a port the page handed over (the HANDSHAKE's). */
    serve: (port: PortLike) => frame.serve(port),
    openFrame: async (): Promise<FramePort> => {
      const channel = new MessageChannel();
      frame.serve(channel.port2 as unknown as PortLike);
      return channel.port1 as unknown as FramePort;
    },
  };
}

/** The code the cloud last mailed to `email`. */
export function mailedCode(cloud: FakeCloud, email: string): string {
  const code = cloud.codes.get(email);
  if (code === undefined) throw new Error(`No code was mailed to ${email}`);
  return code;
}

/** Revokes every session at the cloud: the frame's next authenticated call is refused. */
export function revokeSessions(cloud: FakeCloud): void {
  for (const session of cloud.sessions) session.revoked = true;
}
