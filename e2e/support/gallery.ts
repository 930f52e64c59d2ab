import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../..', import.meta.url));
const entry = fileURLToPath(new URL('../gallery/main.tsx', import.meta.url));

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Portico gallery</title></head>
<body style="margin:0"><script type="module" src="/gallery.js"></script></body>
</html>`;

export interface Gallery {
  url: string;
  close(): Promise<void>;
}

/**
 * The screenshot gallery (e2e/gallery/main.tsx) bundled with esbuild (the workspace packages from source, React
 * in its production build, the dynamic imports of the views inlined) and served from memory on a free port.
 */
export async function serveGallery(): Promise<Gallery> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['source'],
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    absWorkingDir: root,
    logLevel: 'warning',
    outfile: 'gallery.js',
  });
  const script = result.outputFiles[0]?.contents;
  if (!script) throw new Error('esbuild wrote no gallery bundle');
  const server: Server = createServer((request, response) => {
    if (request.url === '/gallery.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    } else if (request.url === '/favicon.ico') {
      response.writeHead(204).end();
    } else if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
