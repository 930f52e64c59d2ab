import { MessageChannel, type MessagePort } from 'node:worker_threads';
import {
  type AppEventName,
  type AppRequest,
  errorType,
  parseAppMessage,
  SESSION_UPDATE_TYPE,
  successType,
} from '../../protocol/index.js';
import type { FramePort } from '../framePort.js';

/** What the scripted frame answers to an app event: a success payload, an error message (and code), or nothing yet. */
type Answer = { payload: unknown } | { error: string | undefined; code?: number } | 'hold';

/**
 * A fake secure frame on the other end of a Node MessageChannel: it checks every message with the protocol's
 * parser, records it, and answers as the test scripted (by default `{}`).
 */
export function createScriptedFrame() {
  const channel = new MessageChannel();
  const frame: MessagePort = channel.port2;
  const received: AppRequest[] = [];
  const answers = new Map<AppEventName, (payload: unknown) => Answer>();
  const waiters: (() => void)[] = [];

  const reply = (message: unknown) => frame.postMessage(message);
  frame.on('message', (data: unknown) => {
    const message = parseAppMessage(data);
    if (!message || !('id' in message))
      throw new Error(`The page sent a malformed message: ${JSON.stringify(data)}`);
    received.push(message);
    for (const wake of waiters.splice(0)) wake();
    const name = message.type.slice('@w3m-app/'.length) as AppEventName;
    const answer = answers.get(name)?.(message.payload) ?? { payload: {} };
    if (answer === 'hold') return;
    if ('error' in answer) {
      reply({
        id: message.id,
        type: errorType(name),
        payload: {
          ...(answer.error === undefined ? {} : { message: answer.error }),
          ...(answer.code === undefined ? {} : { code: answer.code }),
        },
      });
    } else {
      reply({ id: message.id, type: successType(name), payload: answer.payload });
    }
  });

  return {
    /** The page's end, as `openFrame` hands it to the connector. */
    pagePort: channel.port1 as unknown as FramePort,
    received,
    /** The names of the app events received so far, in order. */
    names: () => received.map((message) => message.type.slice('@w3m-app/'.length)),
    answer(name: AppEventName, answer: Answer | ((payload: unknown) => Answer)) {
      answers.set(name, typeof answer === 'function' ? answer : () => answer);
    },
    /** Sends a raw message to the page, as a forged or late frame message would come. */
    send: reply,
    sessionUpdate(token: string) {
      reply({ type: SESSION_UPDATE_TYPE, payload: { token } });
    },
    /** Resolves once the frame has received `count` messages. */
    async receivedCount(count: number) {
      while (received.length < count) await new Promise<void>((wake) => waiters.push(wake));
    },
    close() {
      frame.close();
    },
  };
}

export type ScriptedFrame = ReturnType<typeof createScriptedFrame>;
