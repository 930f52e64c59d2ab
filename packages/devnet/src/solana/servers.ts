import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { handleJsonRpc, type RpcMethods } from './jsonRpc.js';
import type { SubscriptionHub } from './subscriptions.js';

const host = '127.0.0.1';
/** The validator's limit on a request body. */
const maxBodyBytes = 50 * 1024;

// The validator answers any origin, so dApps in a browser can call it.
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
};

function reply(response: ServerResponse, status: number, body: string, type = 'application/json'): void {
  response.writeHead(status, { ...corsHeaders, 'content-type': type }).end(body);
}

function handle(methods: RpcMethods, request: IncomingMessage, response: ServerResponse): void {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, corsHeaders).end();
    return;
  }
  if (request.method === 'GET' && request.url === '/health') {
    reply(response, 200, 'ok', 'text/plain');
    return;
  }
  if (request.method !== 'POST') {
    reply(response, 405, 'Used HTTP Method is not allowed. POST or OPTIONS is required', 'text/plain');
    return;
  }
  if (!request.headers['content-type']?.toLowerCase().startsWith('application/json')) {
    reply(response, 415, 'Supported content types are: application/json', 'text/plain');
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= maxBodyBytes) chunks.push(chunk);
  });
  request.on('end', () => {
    if (size > maxBodyBytes) {
      reply(response, 413, 'Request body too large', 'text/plain');
      return;
    }
    reply(response, 200, handleJsonRpc(Buffer.concat(chunks).toString('utf8'), methods) ?? '');
  });
}

function listen(server: Server, port: number, label: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) =>
      reject(new Error(`Solana devnet ${label} could not listen on ${host}:${port}: ${error.message}`));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export interface RpcServers {
  rpcPort: number;
  wsPort: number;
  close(): Promise<void>;
}

/** The JSON-RPC HTTP endpoint and the PubSub WebSocket endpoint, each on its own loopback port. */
export async function startRpcServers(
  methods: RpcMethods,
  hub: SubscriptionHub,
  ports: { rpc: number; ws: number },
): Promise<RpcServers> {
  const http = createServer((request, response) => handle(methods, request, response));
  const wsHttp = createServer((_request, response) => reply(response, 400, 'WebSocket only', 'text/plain'));
  const sockets = new WebSocketServer({ server: wsHttp, maxPayload: maxBodyBytes });
  sockets.on('connection', (socket) => {
    const socketMethods = hub.methodsFor(socket);
    socket.on('message', (data) => {
      const response = handleJsonRpc(data.toString(), socketMethods);
      if (response !== undefined) socket.send(response);
    });
    socket.on('close', () => hub.drop(socket));
  });
  const closeAll = async () => {
    for (const socket of sockets.clients) socket.terminate();
    await Promise.all([close(http), close(wsHttp), new Promise((resolve) => sockets.close(resolve))]);
  };
  try {
    const [rpcPort, wsPort] = await Promise.all([
      listen(http, ports.rpc, 'RPC'),
      listen(wsHttp, ports.ws, 'WebSocket'),
    ]);
    return { rpcPort, wsPort, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
