import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Connect, defineConfig, type Plugin } from 'vite';

const defaultStackFile = fileURLToPath(new URL('../../.portico/stack.json', import.meta.url));

/**
 * Serves the running stack's description at /stack.json, read fresh on every request, without `oidc` and
 * `farcaster`: the local OpenID provider's client secrets are the cloud's, the Farcaster relay's key and custody keys
 * a Farcaster app's, never a page's.
 */
function stackJson(): Plugin {
  const serve = (middlewares: Connect.Server) =>
    middlewares.use('/stack.json', async (_req, res) => {
      let body: string;
      try {
        body = await readFile(process.env.PORTICO_STACK_FILE ?? defaultStackFile, 'utf8');
      } catch {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"no running stack"}');
        return;
      }
      try {
        const { oidc: _cloudOnly, farcaster: _appOnly, ...stack } = JSON.parse(body);
        res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(JSON.stringify(stack));
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: `stack.json: ${(error as Error).message}` }));
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
