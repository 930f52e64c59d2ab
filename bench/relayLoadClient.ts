import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth';
import WebSocket from 'ws';

/**
 * A bare relay client for the load test: one socket, one topic, publishes stamped messages and
 * acknowledges every push. `onMessage` gets each delivered message's text.
 */
export class RelayLoadClient {
  private nextId = 1;
  private readonly answers = new Map<number, (ok: boolean) => void>();

  private constructor(
    private readonly socket: WebSocket,
    onMessage: (text: string) => void,
  ) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as {
        id: number;
        method?: string;
        params?: { data: { message: string } };
        error?: unknown;
      };
      if (frame.method === 'irn_subscription' && frame.params) {
        socket.send(`{"id":${frame.id},"jsonrpc":"2.0","result":true}`);
        onMessage(frame.params.data.message);
        return;
      }
      this.answers.get(frame.id)?.(frame.error === undefined);
      this.answers.delete(frame.id);
    });
  }

  static async connect(relayUrl: string, onMessage: (text: string) => void): Promise<RelayLoadClient> {
    const keyPair = generateKeyPair();
    const auth = await signJWT(encodeIss(keyPair.publicKey), relayUrl, 3_600, keyPair);
    const socket = new WebSocket(`${relayUrl}?auth=${auth}&projectId=portico-bench`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new RelayLoadClient(socket, onMessage);
  }

  /** Resolves with whether the relay accepted the request. */
  request(method: string, params: unknown): Promise<boolean> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.answers.set(id, resolve);
      this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }));
    });
  }

  close(): void {
    this.socket.terminate();
  }
}
