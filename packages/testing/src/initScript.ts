import { fileURLToPath } from 'node:url';
import type { TestWalletInitConfig } from './installTestWallet.js';

export type { TestWalletInitConfig } from './installTestWallet.js';

/** Several wallets in one page, installed in this order; each needs its own `info.rdns`. */
export interface TestWalletsInitConfig {
  wallets: readonly TestWalletInitConfig[];
}

const bundleName = '__porticoTestWalletBundle';
let bundled: Promise<string> | undefined;

async function bundleInstaller(): Promise<string> {
  const { build } = await import('vite');
  // From source (tests in this repository) the installer is TypeScript; from the published package, dist JavaScript.
  const extension = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  const entry = fileURLToPath(new URL(`./installTestWallet.${extension}`, import.meta.url));
  const result = await build({
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    publicDir: false,
    build: { write: false, minify: true, lib: { entry, formats: ['iife'], name: bundleName } },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const chunk = output && 'output' in output ? output.output[0] : undefined;
  if (chunk === undefined) throw new Error('Bundling the test wallet produced no script');
  return chunk.code;
}

/**
 * The script for Playwright's `page.addInitScript` (or any page): installs the test wallet made from
 * `config` (or each of `config.wallets`) and announces it by EIP-6963. The page's first wallet is
 * `window.__porticoTestWallet`; all are in `window.__porticoTestWallets` by rdns, including those of
 * another script added to the same page. Bundles on first use (with Vite) and reuses the bundle.
 */
export async function testWalletInitScript(
  config: TestWalletInitConfig | TestWalletsInitConfig,
): Promise<string> {
  bundled ??= bundleInstaller().catch((error: unknown) => {
    bundled = undefined;
    throw error;
  });
  const installer = await bundled;
  const wallets = 'wallets' in config ? config.wallets : [config];
  const installs = wallets.map(
    (wallet) => `${bundleName}.installTestWallet(window, ${JSON.stringify(wallet)});`,
  );
  return `(() => {\n${installer}\n${installs.join('\n')}\n})();\n`;
}
