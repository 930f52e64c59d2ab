import type { CloudConfig } from '../config.js';
import { socialSettingsProblems } from '../wallet/social/configuredProviders.js';
import { isLoopbackHost } from './loopbackHost.js';
import type { ServerSettings } from './settingsDocument.js';

/**
 * Problems no single setting has, between settings that are each valid: `serve` refuses to start on them
 * (exit code 2), one line each.
 */
export function settingsConflicts(server: ServerSettings, config: CloudConfig): string[] {
  const problems: string[] = [];
  const { mailbox = false, smtpUrl } = config.wallet.mail;
  if (mailbox && smtpUrl !== undefined) {
    problems.push('PORTICO_MAILBOX and SMTP_URL are both set: the codes go to one of them; unset one');
  }
  if (mailbox && !isLoopbackHost(server.host) && !server.allowPublicMailbox) {
    problems.push(
      `PORTICO_MAILBOX is on and the host ${server.host} is not loopback: anyone who reaches the server could read ` +
        'every login code at /mailbox. Listen on 127.0.0.1, mail by SMTP_URL instead, or set ' +
        '--allow-public-mailbox (PORTICO_ALLOW_PUBLIC_MAILBOX=1) to accept it',
    );
  }
  problems.push(...socialSettingsProblems(config.wallet.social));
  const { bundlers, paymasters, paymasterSignerKey, accountKinds, accountFactories } = config.smartAccounts;
  for (const chainId of Object.keys(bundlers).filter((id) => config.rpc.upstreams[id] === undefined)) {
    problems.push(
      `PORTICO_BUNDLER_URLS has a bundler for ${chainId}, which RPC_UPSTREAMS does not serve: the proxy answers only its chains; add its upstream`,
    );
  }
  for (const chainId of Object.keys(paymasters).filter((id) => bundlers[id] === undefined)) {
    problems.push(
      `PORTICO_PAYMASTER_ADDRESSES has a paymaster for ${chainId}, which has no bundler (PORTICO_BUNDLER_URLS): nothing would use it`,
    );
  }
  for (const chainId of Object.keys(accountFactories).filter((id) => accountKinds[id] !== 'erc4337')) {
    problems.push(
      `PORTICO_SMART_ACCOUNT_FACTORIES has a factory for ${chainId}, which is not erc4337 (PORTICO_SMART_ACCOUNT_KINDS): its accounts delegate by EIP-7702 instead`,
    );
  }
  if (Object.keys(paymasters).length > 0 && paymasterSignerKey === undefined) {
    problems.push(
      'PORTICO_PAYMASTER_ADDRESSES is set without PORTICO_PAYMASTER_SIGNER_KEY: the cloud cannot sign sponsorships; set the key or unset the paymasters',
    );
  }
  return problems;
}
