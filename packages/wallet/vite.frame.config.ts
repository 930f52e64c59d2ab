import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('./frame', import.meta.url));

/**
 * The secure frame app: `frame/index.html` and its module, built to `dist/frame`, which the cloud serves at the
 * frame origin's root; and the social login's callback page, `frame/social/callback.html`, served at
 * `/social/callback`. No inline script or style (the frame's CSP is `script-src 'self'`): the module preload
 * polyfill, which vite inlines, is off.
 */
export default defineConfig({
  root,
  base: './',
  resolve: { conditions: ['source', 'module', 'browser', 'import', 'default'] },
  build: {
    outDir: fileURLToPath(new URL('./dist/frame', import.meta.url)),
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./frame/index.html', import.meta.url)),
        callback: fileURLToPath(new URL('./frame/social/callback.html', import.meta.url)),
      },
    },
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    target: 'es2022',
  },
});
