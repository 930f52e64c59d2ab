import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { IDBFactory } from 'fake-indexeddb';
import {
  type AppEventName,
  type AppPayloads,
  appEventType,
  type FrameMessage,
  parseFrameMessage,
  type SuccessPayloads,
} from '../../protocol/index.js';
import { createFrame, type Frame } from '../app/createFrame.js';
import type { PortLike } from '../app/framePort.js';
import { openWalletDatabase } from '../store/idb.js';
import type { FakeCloud } from './fakeCloud.js';
import { type ScriptedVisitor, scriptedVisitor } from './scriptedVisitor.js';

/** One browser profile with the frame loaded: its own IndexedDB and localStorage, the page's end of the port. */
export interface FrameDevice {
  frame: Frame;
  /** The visitor in the frame's document: approves, rejects, types passwords as the test scripts it. */
  visitor: ScriptedVisitor;
  /** The light or dark modes the frame's UI was given (SYNC_THEME). */
  themes: string[];
  /** The page's end of the handshake port. */
  page: MessagePort;
  db: IDBDatabase;
  pushed: FrameMessage[];
  request<N extends AppEventName>(name: N, payload: AppPayloads[N]): Promise<SuccessPayloads[N]>;
  /** Posts raw data and resolves with the parsed reply to `id`. */
  send(data: unknown, id: string): Promise<FrameMessage>;
  close(): void;
}

export async function frameDevice(cloud: FakeCloud, initialChainId = 'eip155:1'): Promise<FrameDevice> {
  const db = await openWalletDatabase(new IDBFactory());
  const visitor = scriptedVisitor();
  const themes: string[] = [];
  const storage = new Map<string, string>();
  const frame = createFrame({
    db,
    target: { cloudUrl: cloud.url, projectId: 'p1', sdkType: 'portico-frame', sdkVersion: '0.1.0' },
    storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => storage.set(key, value) },
    initialChainId,
    fetch: cloud.fetch,
    reload: () => {},
    log: () => {},
    visitor,
    parentOrigin: 'https://dapp.example',
    applyTheme: (mode) => themes.push(mode),
  });
  const { port1, port2 } = new MessageChannel();
  frame.serve(port1 as unknown as PortLike);
  const pushed: FrameMessage[] = [];
  const waiting = new Map<string, (message: FrameMessage) => void>();
  port2.on('message', (data: unknown) => {
    const message = parseFrameMessage(data);
    if (!message) throw new Error(`The frame sent a malformed message: ${JSON.stringify(data)}`);
    if ('id' in message) waiting.get(message.id)?.(message);
    else pushed.push(message);
  });
  const send = (data: unknown, id: string) =>
    new Promise<FrameMessage>((resolve) => {
      waiting.set(id, resolve);
      port2.postMessage(data);
    });
  return {
    frame,
    visitor,
    themes,
    page: port2,
    db,
    pushed,
    send,
    async request(name, payload) {
      const id = crypto.randomUUID();
      const reply = await send({ id, type: appEventType(name), payload }, id);
      if (reply.type.endsWith('_ERROR')) {
        const { message, code } = (reply as { payload: { message?: string; code?: number } }).payload;
        throw Object.assign(new Error(message), code === undefined ? {} : { code });
      }
      return (reply as { payload: unknown }).payload as SuccessPayloads[typeof name];
    },
    close() {
      port1.close();
      port2.close();
      db.close();
    },
  };
}

/** A device whose visitor logged in by email with the fake cloud's code and chose a recovery password: a new wallet. */
export async function loggedInDevice(
  cloud: FakeCloud,
  email: string,
  initialChainId?: string,
): Promise<FrameDevice> {
  const device = await frameDevice(cloud, initialChainId);
  await device.request('CONNECT_EMAIL', { email });
  await device.request('CONNECT_OTP', { otp: cloud.codes.get(email) ?? '' });
  await device.request('RECOVERY_PASSWORD', {});
  return device;
}
