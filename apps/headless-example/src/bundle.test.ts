// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** The example bundled as a production build would be, dynamic imports included (one file, no splitting). */
async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./main.tsx', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions: ['source'],
    jsx: 'automatic',
    outdir: 'out',
    loader: { '.css': 'css' },
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const js = result.outputFiles.find((file) => file.path.endsWith('.js'));
  if (!js) throw new Error('esbuild wrote no JavaScript');
  return js.text;
}

describe('the headless example’s bundle', () => {
  it('holds the hooks and the provider without the modal, and none of Portico’s views or modal CSS', async () => {
    const code = await bundle();
    expect(code).toContain('function HeadlessPorticoProvider(');
    expect(code).toContain('function useConnectors(');
    expect(code).toContain('function WalletDialog(');
    for (const modalCode of [
      'PorticoModal',
      'function PorticoProvider(',
      'ShadowHost',
      'ConnectButton',
      'ViewSwitch',
      'AllWalletsView',
      'ConnectView',
      'AccountView',
      'data-portico-modal',
      'portico-shake',
      '--p-accent',
    ])
      expect(code, modalCode).not.toContain(modalCode);
  }, 60_000);
});
