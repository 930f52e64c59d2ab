import { runCli } from './cli/runCli.js';

process.exitCode = await runCli(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  env: process.env,
});
