// `npm run icons:import`: fetches two pinned icon packages from the npm registry (`npm pack` into a temporary
// directory; neither is a dependency of Portico), picks the logos Portico shows, passes each through the cloud's
// SVG sanitiser (which also minifies it) and writes them into the repository:
//   packages/cloud/data/icons/{wallets,networks,tokens}/*.svg   served by Portico Cloud's image routes (§7)
//   packages/cloud/data/icons/NOTICE.md + the licences          the packages' licence notices
//   packages/core/src/walletPicker/walletList/walletLogos/      the snapshot's wallet logos for no-backend mode,
//                                                              one lazily loaded chunk per wallet
//   packages/react/src/views/shared/brandMarks.generated.ts     the social providers' marks (simple-icons)
//   packages/walletconnect/src/walletConnectIcon.generated.ts   WalletConnect's mark (its connector's imageUrl)
// Re-run it after changing a version or a mapping below, then commit the output (see docs/images.md).
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sanitizeSvg } from '../packages/cloud/src/images/svgSanitizer.js';

const web3icons = { name: '@web3icons/core', version: '4.0.56' };
const simpleIcons = { name: 'simple-icons', version: '16.37.0' };

/** Registry dataset wallet id → @web3icons/core wallet icon (variant "background": a tile like the monogram's). */
const walletIcons: Record<string, string> = {
  metamask: 'metamask',
  trust: 'trust',
  coinbase: 'coinbase',
  okx: 'okx',
  rabby: 'rabby',
  rainbow: 'rainbow',
  zerion: 'zerion',
  phantom: 'phantom',
  solflare: 'solflare',
  backpack: 'backpack',
  glow: 'glow',
  'ledger-live': 'ledger',
  'trezor-suite': 'trezor',
  safe: 'safe',
  argent: 'argent',
  imtoken: 'imtoken',
  tokenpocket: 'token-pocket',
  exodus: 'exodus',
  enkrypt: 'enkrypt',
  coin98: 'coin98',
  atomic: 'atomic',
  bluewallet: 'blue',
  pillar: 'pillar',
  alphawallet: 'alpha-wallet',
  kraken: 'kraken',
  ronin: 'ronin',
  zengo: 'zengo',
  keplr: 'keplr',
  mew: 'my-ether-wallet',
};

/** CAIP-2 network id → @web3icons/core icon (`networks/…` or `tokens/…`, variant "branded"). */
const networkIcons: Record<string, string> = {
  'eip155:1': 'networks/ethereum',
  'eip155:11155111': 'networks/ethereum',
  'eip155:10': 'networks/optimism',
  'eip155:56': 'networks/binance-smart-chain',
  'eip155:137': 'networks/polygon',
  'eip155:2020': 'networks/ronin',
  'eip155:8453': 'networks/base',
  'eip155:42161': 'networks/arbitrum-one',
  'eip155:43114': 'networks/avalanche',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'networks/solana',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'networks/solana',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'networks/solana',
  'bip122:000000000019d6689c085ae165831e93': 'networks/bitcoin',
  'bip122:000000000933ea01ad0ee984209779ba': 'networks/bitcoin',
  'polkadot:91b171bb158e2d3848fa23a9f1c25182': 'networks/polkadot',
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 'tokens/KSM',
  'cosmos:cosmoshub-4': 'networks/cosmos-hub',
  'cosmos:osmosis-1': 'networks/osmosis',
};

/** Token symbols of packages/cloud/src/images/imageCatalogue.ts that @web3icons/core draws (variant "branded"). */
const tokenIcons: Record<string, string> = Object.fromEntries(
  'ETH BTC WBTC SOL USDC USDT DAI DOT KSM ATOM OSMO POL MATIC BNB ARB OP AVAX LINK UNI'
    .split(' ')
    .map((symbol) => [symbol, `tokens/${symbol}`]),
);

/** Portico's own marks for its devnet networks (no icon set has them): a gateway arch on the network's colour. */
const devnetIcons: Record<string, string> = {
  'eip155:31337': devnetMark('#4f46e5'),
  'eip155:31338': devnetMark('#0d9488'),
  // Portico Solana: the devnet's genesis is fixed (sha256 of packages/devnet's solanaGenesisSeed), so is its id.
  'solana:BkazBpJqaFdcFxd7maXbDXccPkwahbLs': devnetMark('#7c3aed'),
};

function devnetMark(colour: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="${colour}"/>` +
    '<path fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" d="M7 18v-6a5 5 0 0 1 10 0v6M5 18h14"/></svg>'
  );
}

/** Social providers of core's list (and farcaster) → simple-icons slug. */
const brandMarks: Record<string, string> = {
  google: 'google',
  github: 'github',
  apple: 'apple',
  facebook: 'facebook',
  x: 'x',
  discord: 'discord',
  farcaster: 'farcaster',
};

const mitText = `Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;

const root = fileURLToPath(new URL('..', import.meta.url));
const iconsDir = join(root, 'packages/cloud/data/icons');
const logosDir = join(root, 'packages/core/src/walletPicker/walletList/walletLogos');
const logosIndex = join(root, 'packages/core/src/walletPicker/walletList/walletLogos.generated.ts');
const marksFile = join(root, 'packages/react/src/views/shared/brandMarks.generated.ts');
const walletConnectIconFile = join(root, 'packages/walletconnect/src/walletConnectIcon.generated.ts');

/** `npm pack` of a pinned version into `dir`, extracted: the package's root. */
function unpack(pkg: { name: string; version: string }, dir: string): string {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', `${pkg.name}@${pkg.version}`, '--json', '--pack-destination', dir], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    }),
  ) as { filename: string }[];
  if (!packed) throw new Error(`npm pack ${pkg.name} gave nothing`);
  const into = join(dir, pkg.name.replace(/\W/g, '_'));
  execFileSync('mkdir', ['-p', into]);
  execFileSync('tar', ['xzf', join(dir, packed.filename), '-C', into]);
  return join(into, 'package');
}

function clean(svg: string, what: string): string {
  const safe = sanitizeSvg(svg.replace(/\s+class="web3icons"/g, ''));
  if (!safe) throw new Error(`${what} is not an SVG the cloud would serve`);
  return safe;
}

const work = await mkdtemp(join(tmpdir(), 'portico-icons-'));
try {
  const w3 = unpack(web3icons, work);
  const si = unpack(simpleIcons, work);
  /** A @web3icons/core SVG: the package ships each as an ES module whose default export is the SVG text. */
  const w3svg = async (path: string) =>
    clean(
      ((await import(pathToFileURL(join(w3, 'dist/svgs', `${path}.svg.js`)).href)) as { default: string })
        .default,
      `${web3icons.name} ${path}`,
    );

  await rm(iconsDir, { recursive: true, force: true });
  await rm(logosDir, { recursive: true, force: true });
  for (const kind of ['wallets', 'networks', 'tokens'])
    await mkdir(join(iconsDir, kind), { recursive: true });
  await mkdir(logosDir, { recursive: true });

  const logoLoaders: string[] = [];
  for (const [id, icon] of Object.entries(walletIcons)) {
    const svg = await w3svg(`wallets/background/${icon}`);
    await writeFile(join(iconsDir, 'wallets', `${id}.svg`), svg);
    await writeFile(
      join(logosDir, `${id}.ts`),
      `// Generated by \`npm run icons:import\` from ${web3icons.name}@${web3icons.version} (MIT). Do not edit.\n` +
        `export default ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(svg)}`)};\n`,
    );
    logoLoaders.push(`  ${JSON.stringify(id)}: () => import('./walletLogos/${id}.js'),`);
  }
  for (const [id, icon] of Object.entries(networkIcons))
    await writeFile(
      join(iconsDir, 'networks', `${id.replace(':', '_')}.svg`),
      await w3svg(`${icon.split('/')[0]}/branded/${icon.split('/')[1]}`),
    );
  for (const [id, svg] of Object.entries(devnetIcons))
    await writeFile(join(iconsDir, 'networks', `${id.replace(':', '_')}.svg`), clean(svg, id));
  for (const [symbol, icon] of Object.entries(tokenIcons))
    await writeFile(
      join(iconsDir, 'tokens', `${symbol}.svg`),
      await w3svg(`tokens/branded/${icon.split('/')[1]}`),
    );

  const walletConnectSvg = await w3svg('wallets/background/wallet-connect');
  await writeFile(
    walletConnectIconFile,
    `// Generated by \`npm run icons:import\` from ${web3icons.name}@${web3icons.version} (MIT). Do not edit.\n` +
      "/** WalletConnect's mark, the connector's §3 imageUrl: small enough to ship with the connector. */\n" +
      `export const walletConnectIcon = ${JSON.stringify(`data:image/svg+xml,${encodeURIComponent(walletConnectSvg)}`)};\n`,
  );
  await writeFile(
    logosIndex,
    `// Generated by \`npm run icons:import\`. Do not edit.\n` +
      '/** Registry dataset wallet id → its logo as a `data:` URL, each in its own chunk: loaded for the rows listed. */\n' +
      'export const walletLogos: Readonly<Record<string, () => Promise<{ default: string }>>> = {\n' +
      `${logoLoaders.join('\n')}\n};\n`,
  );

  const brandData = JSON.parse(await readFile(join(si, 'data/simple-icons.json'), 'utf8')) as
    | { slug: string; hex: string }[]
    | { icons: { slug: string; hex: string }[] };
  const brands = Array.isArray(brandData) ? brandData : brandData.icons;
  const marks: string[] = [];
  for (const [name, slug] of Object.entries(brandMarks)) {
    const svg = clean(
      await readFile(join(si, 'icons', `${slug}.svg`), 'utf8'),
      `${simpleIcons.name} ${slug}`,
    );
    const path = /<path d="([^"]+)"/.exec(svg)?.[1];
    const hex = brands.find((brand) => brand.slug === slug)?.hex;
    if (!path || !hex) throw new Error(`${simpleIcons.name} ${slug} has no single path or no colour`);
    marks.push(`export const ${name}Mark = { hex: ${JSON.stringify(hex)}, path: ${JSON.stringify(path)} };`);
  }
  await writeFile(
    marksFile,
    `// Generated by \`npm run icons:import\` from ${simpleIcons.name}@${simpleIcons.version} (CC0-1.0). Do not edit.\n` +
      '// Brand marks on a 24 × 24 grid: the path of each and its brand colour (hex, no #). One export each, so a\n' +
      '// bundle holds only the marks its code uses.\n' +
      `${marks.join('\n')}\n`,
  );

  const w3pkg = JSON.parse(await readFile(join(w3, 'package.json'), 'utf8')) as {
    author: string;
    license: string;
  };
  await writeFile(
    join(iconsDir, 'LICENSE-web3icons.txt'),
    `${web3icons.name}@${web3icons.version} is published under the ${w3pkg.license} licence by ${w3pkg.author}\n` +
      '(https://github.com/0xa3k5/web3icons); the npm package carries no licence file, so its terms are quoted here.\n\n' +
      `MIT License\n\nCopyright (c) ${w3pkg.author}\n\n${mitText}`,
  );
  await writeFile(join(iconsDir, 'LICENSE-simple-icons.md'), await readFile(join(si, 'LICENSE.md'), 'utf8'));
  const count = async (kind: string) => (await readdir(join(iconsDir, kind))).length;
  await writeFile(
    join(iconsDir, 'NOTICE.md'),
    '# Icons\n\nGenerated by `npm run icons:import` (scripts/importIcons.ts). Do not edit by hand: change the script and re-run it.\n\n' +
      `- wallets/ (${await count('wallets')}), networks/ (${await count('networks')}), tokens/ (${await count('tokens')}): ` +
      `[${web3icons.name}](https://github.com/0xa3k5/web3icons) ${web3icons.version}, MIT, see LICENSE-web3icons.txt. ` +
      'Logos and names are trademarks of their owners; they identify the wallets, networks and tokens named.\n' +
      "- networks/eip155_31337.svg, eip155_31338.svg and solana_BkazBpJqaFdcFxd7maXbDXccPkwahbLs.svg (Portico Solana): Portico's own marks for its devnet networks (MIT, as Portico).\n" +
      `- WalletConnect's mark in packages/walletconnect/src/walletConnectIcon.generated.ts: ${web3icons.name}, as above.\n` +
      `- The social marks in packages/react/src/views/shared/brandMarks.generated.ts: [${simpleIcons.name}](https://simpleicons.org) ${simpleIcons.version}, CC0-1.0, see LICENSE-simple-icons.md.\n`,
  );
  execFileSync(
    'npx',
    ['biome', 'format', '--write', logosIndex, logosDir, marksFile, walletConnectIconFile],
    { stdio: 'inherit' },
  );
  console.log(`icons written to ${iconsDir}, ${logosDir} and ${marksFile}`);
} finally {
  await rm(work, { recursive: true, force: true });
}
