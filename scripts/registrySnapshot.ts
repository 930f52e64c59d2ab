// `npm run registry:snapshot`: writes the registry snapshot core lazily loads when a dApp has no Portico Cloud
// (packages/core/src/walletPicker/walletList/registrySnapshot.generated.ts) from the cloud's dataset
// (packages/cloud/data/wallets.json), then formats it with Biome. Run it after every change of the dataset; a
// cloud test (registrySnapshot.test.ts) fails while the two differ.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { readDatasetWallets } from '../packages/cloud/src/registry/datasetWallets.js';
import { registrySnapshot, registrySnapshotModule } from '../packages/cloud/src/registry/registrySnapshot.js';

const target = fileURLToPath(
  new URL('../packages/core/src/walletPicker/walletList/registrySnapshot.generated.ts', import.meta.url),
);

const snapshot = registrySnapshot(await readDatasetWallets());
await writeFile(target, registrySnapshotModule(snapshot));
execFileSync('npx', ['biome', 'format', '--write', target], { stdio: 'inherit' });
console.log(`${snapshot.length} wallets written to ${target}`);
