import { fileURLToPath } from 'node:url';
import type { TestWalletInitConfig as EvmTestWalletInitConfig } from './installTestWallet.js';
import type { SolanaTestWalletInitConfig } from './solana/installSolanaTestWallet.js';

export type { SolanaTestWalletInitConfig } from './solana/installSolanaTestWallet.js';

/** A test wallet for the page: an EVM wallet, which can hold Solana keys too. */
export interface TestWalletInitConfig extends EvmTestWalletInitConfig {
  /**
   * The same wallet also serves Solana: a Wallet Standard wallet with the EVM wallet's name and icon is
   * registered beside its EIP-6963 announcement, so a modal lists one wallet with both namespaces.
   */
  solana?: Omit<SolanaTestWalletInitConfig, 'info'>;
}

/** Several wallets in one page, installed in this order; each needs its own `info.rdns`. */
export interface TestWalletsInitConfig {
  wallets: readonly TestWalletInitConfig[];
}

/** Several Solana wallets in one page, installed in this order; each needs its own `info.name`. */
export interface SolanaTestWalletsInitConfig {
  wallets: readonly SolanaTestWalletInitConfig[];
}

// Each installer is bundled on its own, so that a page with EVM wallets only does not carry Solana code.
const installers = {
  evm: { file: 'installTestWallet', global: '__porticoTestWalletBundle' },
  solana: { file: 'solana/installSolanaTestWallet', global: '__porticoSolanaTestWalletBundle' },
} as const;
type Installer = keyof typeof installers;

const bundled = new Map<Installer, Promise<string>>();

async function bundleInstaller(installer: Installer): Promise<string> {
  const { build, defaultClientConditions } = await import('vite');
  const { file, global } = installers[installer];
  // From source (tests in this repository) the installer is TypeScript; from the published package, dist JavaScript.
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(`./${file}.${fromSource ? 'ts' : 'js'}`, import.meta.url));
  const result = await build({
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    publicDir: false,
    // From source, @portico/core (the wallets' errors) is its TypeScript too: its `source` export.
    resolve: {
      conditions: fromSource ? ['source', ...defaultClientConditions] : [...defaultClientConditions],
    },
    // @solana/kit reads process.env.NODE_ENV, which a page lacks; its development messages say what failed.
    define: { 'process.env.NODE_ENV': JSON.stringify('development') },
    build: { write: false, minify: true, lib: { entry, formats: ['iife'], name: global } },
  });
  const [output] = Array.isArray(result) ? result : [result];
  const chunk = output && 'output' in output ? output.output[0] : undefined;
  if (chunk === undefined) throw new Error(`Bundling the ${installer} test wallet produced no script`);
  return chunk.code;
}

/** The installer's bundle: built with Vite on first use, then reused. */
function installerBundle(installer: Installer): Promise<string> {
  let bundle = bundled.get(installer);
  if (bundle === undefined) {
    bundle = bundleInstaller(installer).catch((error: unknown) => {
      bundled.delete(installer);
      throw error;
    });
    bundled.set(installer, bundle);
  }
  return bundle;
}

const install = (installer: Installer, call: string, config: unknown) =>
  `${installers[installer].global}.${call}(window, ${JSON.stringify(config)});`;

async function script(parts: readonly Installer[], installs: readonly string[]): Promise<string> {
  const bundles = await Promise.all(parts.map(installerBundle));
  return `(() => {\n${bundles.join('\n')}\n${installs.join('\n')}\n})();\n`;
}

/**
 * The script for Playwright's `page.addInitScript` (or any page): installs the test wallet made from
 * `config` (or each of `config.wallets`) and announces it by EIP-6963; a wallet with `solana` also
 * registers its Solana side by the Wallet Standard. The page's first wallet is `window.__porticoTestWallet`
 * (its Solana side `window.__porticoSolanaTestWallet`); all are in `window.__porticoTestWallets` by rdns
 * (`window.__porticoSolanaTestWallets` by name), including those of another script added to the same page.
 * Bundles on first use (with Vite) and reuses the bundle.
 */
export async function testWalletInitScript(
  config: TestWalletInitConfig | TestWalletsInitConfig,
): Promise<string> {
  const wallets = 'wallets' in config ? config.wallets : [config];
  const installs = wallets.flatMap(({ solana, ...evm }) => {
    const evmInstall = install('evm', 'installTestWallet', evm);
    if (solana === undefined) return [evmInstall];
    const info = { name: evm.info?.name, icon: evm.info?.icon };
    return [evmInstall, install('solana', 'installSolanaTestWallet', { ...solana, info })];
  });
  const withSolana = wallets.some(({ solana }) => solana !== undefined);
  return script(withSolana ? ['evm', 'solana'] : ['evm'], installs);
}

/**
 * The script for `page.addInitScript` that installs Solana test wallets only: each registers itself by the
 * Wallet Standard, `window.__porticoSolanaTestWallet` is the page's first, `window.__porticoSolanaTestWallets`
 * holds all by name. Bundles on first use (with Vite) and reuses the bundle.
 */
export async function solanaTestWalletInitScript(
  config: SolanaTestWalletInitConfig | SolanaTestWalletsInitConfig,
): Promise<string> {
  const wallets = 'wallets' in config ? config.wallets : [config];
  return script(
    ['solana'],
    wallets.map((wallet) => install('solana', 'installSolanaTestWallet', wallet)),
  );
}
