// Brings the whole product up: the devnet chains, Portico Cloud and the demo app, and describes them in
// `.portico/stack.json`. Run by `npm start` (scripts/start.mjs) and by the end-to-end tests.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cloudSettings,
  defaultCloudPort,
  devnetPriceTable,
  devnetRampNetworksFromStack,
  historyConfigFromStack,
  namesFromStack,
  seedDemoProject,
  smartAccountsFromStack,
  startCloud,
  tokenListsFromStack,
  uniswapChainsFromStack,
  upstreamsFromStack,
} from '@portico/cloud';
import {
  devnetPaymasterSigner,
  type OidcProvider,
  type Stack,
  stackFilePath,
  startDevnet,
  startFarcasterRelay,
  startOidcProvider,
} from '@portico/devnet';
import { createServer, preview, build as viteBuild } from 'vite';
import { demoOrigins } from './demoOrigins.js';

export interface StackOptions {
  /** Ports of the two devnet chains; 0 picks free ports. */
  devnetPorts?: [number, number];
  /** RPC and WebSocket ports of the Solana devnet (default 8899, 8900); 0 picks free ports. */
  solanaPorts?: [number, number];
  /** Port of the demo app; 0 picks a free port. */
  demoPort?: number;
  /** `dev` serves the demo from source with hot reload; `preview` builds it and serves the build. */
  demoMode?: 'dev' | 'preview';
  /** Port of the local OpenID provider standing in for the social providers (default 4190); 0 picks a free port. */
  oidcPort?: number;
  /** Port of the local Farcaster Auth relay standing in for Sign in with Farcaster (default 4191); 0 picks a free port. */
  farcasterPort?: number;
  /** Port of Portico Cloud; 0 picks a free port. */
  cloudPort?: number;
  /** Port of the embedded wallet's secure frame (default the cloud's port + 1); 0 picks a free port. */
  framePort?: number;
  /**
   * The host name the secure frame is reached by (its listener binds 127.0.0.1 all the same). Default 127.0.0.1,
   * the demo's host: the frame is on another *port* of the same site. `portico-frame.localhost` puts it on another
   * *site*, as in production (the e2e tests do; the browser must resolve that name to 127.0.0.1).
   */
  frameHost?: string;
  /** PostgreSQL for the cloud; without it, embedded PGlite under `cloudDataDir`. */
  databaseUrl?: string;
  /** The cloud's PGlite data (default `.portico/cloud`). */
  cloudDataDir?: string;
  /** Where the stack description is written. */
  stackFile?: string;
  /**
   * The cloud's `wallet.cooldownMs`: a new login code for the same email is refused this long after the last
   * (default the cloud's, 30 s). The e2e stack shortens it (`PORTICO_WALLET_COOLDOWN_MS`).
   */
  walletCooldownMs?: number;
}

export interface RunningStack {
  stack: Stack;
  stackFile: string;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const demoRoot = resolve(root, 'apps/demo');
const frameConfig = resolve(root, 'packages/wallet/vite.frame.config.ts');
/** Each social provider as the cloud configures it: the local provider's issuer and that provider's registration. */
function socialFromOidc(oidc: OidcProvider) {
  return Object.fromEntries(
    Object.entries(oidc.clients).map(([provider, { clientId, clientSecret }]) => [
      provider,
      { clientId, clientSecret, issuer: oidc.issuer },
    ]),
  );
}

/** The secure frame's page a social provider sends the visitor back to (docs/embedded-wallet.md, "Social login"). */
const socialCallbackPath = '/social/callback';

/** Builds the secure frame's app into `outDir` (per stack, like the demo's preview build), which the cloud serves. */
async function buildFrame(outDir: string): Promise<string> {
  await viteBuild({ configFile: frameConfig, build: { outDir, emptyOutDir: true }, logLevel: 'warn' });
  return outDir;
}

/** In preview mode the build goes to `outDir`, so concurrent stacks never share one `dist/`. */
async function startDemo(mode: 'dev' | 'preview', port: number, outDir: string) {
  const server = { port, strictPort: port !== 0, host: '127.0.0.1' };
  if (mode === 'dev') {
    const dev = await createServer({ root: demoRoot, server, logLevel: 'warn', clearScreen: false });
    await dev.listen();
    return { url: dev.resolvedUrls?.local[0], close: () => dev.close() };
  }
  const build = { outDir, emptyOutDir: true };
  await viteBuild({ root: demoRoot, build, logLevel: 'warn' });
  const served = await preview({ root: demoRoot, build, preview: server, logLevel: 'warn' });
  return { url: served.resolvedUrls?.local[0], close: () => served.close() };
}

async function writeStackFile(stackFile: string, stack: Stack): Promise<void> {
  await mkdir(dirname(stackFile), { recursive: true });
  // Written whole, then renamed: a reader never sees half a file.
  await writeFile(`${stackFile}.tmp`, `${JSON.stringify(stack, null, 2)}\n`);
  await rename(`${stackFile}.tmp`, stackFile);
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const stackFile = resolve(root, options.stackFile ?? stackFilePath);
  process.env.PORTICO_STACK_FILE = stackFile;
  const [devnetPort, testnetPort] = options.devnetPorts ?? [];
  // Stopped in reverse order, also when a later service fails to start.
  const stops: Array<() => Promise<unknown>> = [
    () => rm(stackFile, { force: true }),
    () => rm(`${stackFile}.demo`, { recursive: true, force: true }),
    () => rm(`${stackFile}.frame`, { recursive: true, force: true }),
  ];
  const stop = () => Promise.allSettled(stops.reverse().map((fn) => fn())).then(() => {});
  try {
    // With an ERC-4337 bundler (alto) per EVM chain, on a free port (stack.json's chains[].bundlerUrl), and
    // Uniswap v2 and v3 with the devnet's pools (chains[].dex), which the cloud's local swap aggregator trades on.
    const devnetStarted = startDevnet({
      ports: { porticoDevnet: devnetPort, porticoTestnet: testnetPort },
      bundlers: true,
      dex: true,
      solana: options.solanaPorts ? { rpcPort: options.solanaPorts[0], wsPort: options.solanaPorts[1] } : {},
    }).then((d) => {
      stops.push(() => d.stop());
      return d;
    });
    // The provider's issuer and client credentials are known before the cloud starts; the redirect URIs (on the
    // frame's origin) once it has.
    const oidcStarted = startOidcProvider({ port: options.oidcPort }).then(
      (o) => {
        stops.push(() => o.stop());
        return o;
      },
      (error: Error) => {
        throw new Error(`${error.message}; PORTICO_OIDC_PORT sets its port`, { cause: error });
      },
    );
    // The Farcaster relay signs in the devnet's Farcaster users (approval page), so it starts once they are known.
    const farcasterStarted = devnetStarted.then((d) =>
      startFarcasterRelay({ port: options.farcasterPort, farcaster: d.farcaster }).then(
        (relay) => {
          stops.push(() => relay.stop());
          return relay;
        },
        (error: Error) => {
          throw new Error(`${error.message}; PORTICO_FARCASTER_PORT sets its port`, { cause: error });
        },
      ),
    );
    const frameBuilt = buildFrame(`${stackFile}.frame`);
    // The cloud's JSON-RPC proxy serves the devnet's chains, so it starts once their URLs are known.
    const [devnet, oidc, farcaster, cloud] = await Promise.all([
      devnetStarted,
      oidcStarted,
      farcasterStarted,
      Promise.all([devnetStarted, frameBuilt, oidcStarted, farcasterStarted]).then(([d, frameDir, o, f]) =>
        startCloud({
          port: options.cloudPort ?? defaultCloudPort,
          ...(options.frameHost ? { frameHost: options.frameHost } : {}),
          databaseUrl: options.databaseUrl,
          dataDir: resolve(root, options.cloudDataDir ?? '.portico/cloud'),
          logLevel: 'warn',
          config: {
            rpc: { upstreams: upstreamsFromStack(d.toStack()) },
            // Development: the devnet's bundlers and verifying paymaster, signed for with its development key.
            smartAccounts: {
              ...smartAccountsFromStack(d.toStack(), devnetPaymasterSigner.privateKey).config,
              paymasterValiditySeconds: 300,
            },
            names: { universalResolvers: namesFromStack(d.toStack()) },
            balances: {
              tokens: tokenListsFromStack(d.toStack()),
              prices: { provider: 'local', table: devnetPriceTable },
            },
            history: historyConfigFromStack(d.toStack()),
            // Development: swaps on the devnet's Uniswap pools.
            convert: {
              aggregator: 'uniswap',
              networks: d.chains.map((chain) => chain.caipNetworkId),
              uniswap: { chains: uniswapChainsFromStack(d.toStack()) },
            },
            // Development: Portico Devnet Ramp (refused on a non-loopback host), buying pUSD and SOL on the devnets.
            onramp: {
              providers: ['devnet-ramp'],
              devnetRamp: { networks: devnetRampNetworksFromStack(d.toStack(), d.deployer) },
            },
            wallet: {
              // Development: the demo's login codes are read from the built-in mailbox (loopback only).
              mail: { mailbox: true },
              // Development: the local OpenID provider stands in for the six social providers.
              social: socialFromOidc(o),
              // Development: Farcaster logins go through the local relay, the registries are the devnet's.
              farcaster: { relayUrl: f.url, rpcUrl: d.farcaster.rpcUrl, pollIntervalMs: 250, waitMs: 20_000 },
              ...(options.walletCooldownMs === undefined ? {} : { cooldownMs: options.walletCooldownMs }),
              frame: {
                dir: frameDir,
                // Development: pages on localhost (any port) may frame the wallet without being listed.
                developmentAncestors: true,
                ...(options.framePort === undefined ? {} : { port: options.framePort }),
              },
            },
          },
        }).then((c) => {
          stops.push(() => c.stop());
          return c;
        }),
      ),
    ]);
    await oidc.setRedirectUris([`${cloud.frameUrl}${socialCallbackPath}`]);
    const demo = await startDemo(options.demoMode ?? 'dev', options.demoPort ?? 5173, `${stackFile}.demo`);
    stops.push(() => demo.close());
    const demoUrl = (demo.url ?? '').replace(/\/$/, '');
    const project = await seedDemoProject({
      db: cloud.db,
      origins: demoOrigins(demoUrl),
      smartAccountNetworks: smartAccountsFromStack(devnet.toStack(), devnetPaymasterSigner.privateKey)
        .networks,
    });
    const stack: Stack = {
      version: 1,
      ...devnet.toStack(),
      demoUrl,
      cloudUrl: cloud.url,
      relayUrl: cloud.relayUrl,
      frameUrl: cloud.frameUrl,
      mailboxUrl: cloud.mailboxUrl,
      projectId: project.id,
      oidc: oidc.toStack(),
      farcaster: farcaster.toStack(),
    };
    await writeStackFile(stackFile, stack);
    let stopping: Promise<void> | undefined;
    return { stack, stackFile, stop: () => (stopping ??= stop()) };
  } catch (error) {
    await stop();
    throw error;
  }
}

function describe({ stack, stackFile }: RunningStack): string {
  const chains = stack.chains.flatMap((c) => [
    `  ${c.name.padEnd(16)} chain ${c.chainId}  ${c.rpcUrl}${c.eip7702 === false ? '  (no EIP-7702)' : ''}`,
    ...(c.bundlerUrl
      ? [`    bundler        ${c.bundlerUrl}  (ERC-4337, EntryPoint v0.8 ${c.entryPoint})`]
      : []),
  ]);
  const solana = (stack.solana?.networks ?? []).map((n) => `  ${n.name.padEnd(16)} ${n.rpcUrl}  ${n.wsUrl}`);
  return [
    `Portico is up.`,
    '',
    `  Demo             ${stack.demoUrl}`,
    `  Cloud            ${stack.cloudUrl}  (project ${stack.projectId})`,
    `  Relay            ${stack.relayUrl}`,
    `  Secure frame     ${stack.frameUrl}`,
    `  Mailbox          ${stack.mailboxUrl}  (the embedded wallet's email codes)`,
    `  OpenID provider  ${stack.oidc?.issuer}  (stands in for the social providers: any username logs in)`,
    `  Farcaster relay  ${stack.farcaster?.relayUrl}  (Sign in with Farcaster: its QR codes open an approval page)`,
    ...chains,
    ...solana,
    '',
    `Stack file: ${stackFile}`,
    'Press Ctrl-C to stop.',
  ].join('\n');
}

/** A cloud setting's variable, read and checked as `serve` reads it (undefined when unset). */
function cloudSettingFromEnv<T>(env: NodeJS.ProcessEnv, name: string): T | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const row = cloudSettings.find((setting) => setting.env === name);
  if (!row) throw new Error(`${name} is not a Portico Cloud setting`);
  try {
    return row.type.fromText(text) as T;
  } catch (error) {
    throw new Error(`${name} ${(error as Error).message}`);
  }
}

/** Options from the environment, so tests can start the stack exactly as `npm start` does. */
function optionsFromEnv(env: NodeJS.ProcessEnv): StackOptions {
  const ports = env.PORTICO_DEVNET_PORTS?.split(',').map(Number);
  // Without its own variable, the Solana devnet takes free ports when the EVM chains do (as the e2e asks).
  const solanaPorts =
    env.PORTICO_SOLANA_PORTS?.split(',').map(Number) ??
    (ports?.every((port) => port === 0) ? [0, 0] : undefined);
  return {
    devnetPorts: ports?.length === 2 ? [ports[0] ?? 0, ports[1] ?? 0] : undefined,
    solanaPorts: solanaPorts?.length === 2 ? [solanaPorts[0] ?? 0, solanaPorts[1] ?? 0] : undefined,
    demoPort: env.PORTICO_DEMO_PORT === undefined ? undefined : Number(env.PORTICO_DEMO_PORT),
    demoMode: env.PORTICO_DEMO_MODE === 'preview' ? 'preview' : 'dev',
    oidcPort: env.PORTICO_OIDC_PORT === undefined ? undefined : Number(env.PORTICO_OIDC_PORT),
    farcasterPort: env.PORTICO_FARCASTER_PORT === undefined ? undefined : Number(env.PORTICO_FARCASTER_PORT),
    cloudPort: env.PORTICO_CLOUD_PORT === undefined ? undefined : Number(env.PORTICO_CLOUD_PORT),
    framePort: env.PORTICO_FRAME_PORT === undefined ? undefined : Number(env.PORTICO_FRAME_PORT),
    frameHost: env.PORTICO_FRAME_HOST || undefined,
    databaseUrl: env.DATABASE_URL,
    cloudDataDir: env.PORTICO_CLOUD_DATA_DIR,
    stackFile: env.PORTICO_STACK_FILE,
    walletCooldownMs: cloudSettingFromEnv<number>(env, 'PORTICO_WALLET_COOLDOWN_MS'),
  };
}

async function main() {
  const started = performance.now();
  const running = await startStack(optionsFromEnv(process.env));
  console.log(`${describe(running)}\n(ready in ${Math.round(performance.now() - started)} ms)`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping Portico…');
    await running.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutdown);
  // Started by scripts/start.mjs: stop with it even if it dies without passing a signal on.
  process.on('disconnect', shutdown);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
