import { startDevnet } from './devnet.js';

// Developer entry: `node --import tsx --conditions=source packages/devnet/src/cli.ts` (`--verbose` shows anvil's log).
const devnet = await startDevnet({ silent: !process.argv.includes('--verbose'), dex: true });
for (const chain of devnet.chains) {
  const tokens = chain.tokens.map((token) => `${token.symbol} ${token.address}`).join(', ');
  console.log(`${chain.name} (${chain.caipNetworkId}) ${chain.rpcUrl} — ${tokens}`);
  for (const collection of chain.collections ?? []) {
    const spam = collection.spam ? ' (spam)' : '';
    console.log(`  NFT ${collection.name} ${collection.symbol}${spam} ${collection.address}`);
  }
  if (chain.ens) {
    console.log(`  ENS registry ${chain.ens.registry}, universal resolver ${chain.ens.universalResolver}`);
    for (const { name, address } of chain.ens.names) console.log(`  ${name} → ${address}`);
  }
  if (chain.dex) console.log(`  Uniswap SwapRouter02 ${chain.dex.router}, QuoterV2 ${chain.dex.quoterV2}`);
}
for (const account of devnet.accounts)
  console.log(`Test account ${account.address} key ${account.privateKey}`);
const { solana } = devnet;
if (solana) {
  console.log(
    `${solana.name} (${solana.caipNetworkId}) ${solana.rpcUrl} ${solana.wsUrl} — ${solana.tokens.map((t) => `${t.symbol} ${t.mint}`).join(', ')}`,
  );
  for (const account of solana.accounts)
    console.log(`Solana test account ${account.address} key ${account.secretKey}`);
}
console.log('Devnet running; Ctrl+C stops it.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    devnet.stop().then(() => process.exit(0));
  });
}
