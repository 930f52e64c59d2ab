import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BuiltChunk } from './buildApp.js';

export interface ServedApp {
  url: string;
  /** The paths requested so far, in order. */
  requested: string[];
  close(): Promise<void>;
}

/**
 * Serves a built app from memory on loopback: a page that loads the entry chunk, and every chunk by name.
 * The page also holds a button that does nothing, the baseline of a click's next frame.
 */
export async function serveChunks(chunks: BuiltChunk[]): Promise<ServedApp> {
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portico bench</title></head>
<body><button type="button">Baseline</button><div id="root"></div><script type="module" src="/${entry.fileName}"></script></body></html>`;
  const files = new Map(chunks.map((chunk) => [`/${chunk.fileName}`, chunk.code]));
  const requested: string[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requested.push(path);
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(page);
      return;
    }
    const code = files.get(path);
    if (code === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requested,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
