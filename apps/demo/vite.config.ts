import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';

const defaultStackFile = fileURLToPath(new URL('../../.portico/stack.json', import.meta.url));

/** Serves the running stack's description at /stack.json, read fresh on every request. */
function stackJson(): Plugin {
  const serve = (middlewares: Connect.Server) =>
    middlewares.use('/stack.json', async (_req, res) => {
      try {
        const body = await readFile(process.env.PORTICO_STACK_FILE ?? defaultStackFile, 'utf8');
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(body);
      } catch {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no running stack"}');
      }
    });
  return {
    name: 'portico-stack-json',
    configureServer(server) {
      serve(server.middlewares);
    },
    configurePreviewServer(server) {
      serve(server.middlewares);
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), stackJson()],
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022' },
});
