import { isCaipNetworkId } from '@portico/core';
import { isWeiAmount, type SponsorshipPolicy } from '../projects/index.js';
import { CliError } from './cliError.js';

/** The `project create` / `project update` flags of smart accounts and gas sponsorship. */
export const smartAccountFlags = {
  'smart-accounts': { type: 'string' },
  sponsorship: { type: 'string' },
  'sponsor-chains': { type: 'string' },
  'sponsor-daily-cap': { type: 'string' },
  'sponsor-project-daily-cap': { type: 'string' },
} as const;

type SmartAccountValues = { [K in keyof typeof smartAccountFlags]?: string | undefined };

export interface SmartAccountChanges {
  smartAccountNetworks?: string[];
  sponsorship?: Partial<SponsorshipPolicy>;
}

const off = new Set(['none', 'off', 'false', '']);

/** `eip155:1,eip155:10` or `none`: EVM chains only (smart accounts are an eip155 feature). */
function evmNetworks(value: string, flag: string): string[] {
  if (off.has(value.trim().toLowerCase())) return [];
  const networks = [...new Set(value.split(',').map((item) => item.trim()))].filter(Boolean);
  const bad = networks.filter((id) => !isCaipNetworkId(id) || !id.startsWith('eip155:'));
  if (bad.length > 0)
    throw new CliError(`--${flag} expects CAIP-2 ids of EVM chains (eip155:N), got ${bad.join(', ')}`);
  return networks;
}

function onOff(value: string): boolean {
  const word = value.trim().toLowerCase();
  if (['on', 'true', 'yes', '1'].includes(word)) return true;
  if (['off', 'false', 'no', '0'].includes(word)) return false;
  throw new CliError(`--sponsorship expects on or off, got '${value}'`);
}

function weiAmount(value: string, flag: string): string {
  if (!isWeiAmount(value.trim()))
    throw new CliError(`--${flag} expects a whole number of wei, got '${value}'`);
  return BigInt(value.trim()).toString();
}

/** Reads the flags given; an absent flag changes nothing. */
export function smartAccountChanges(values: SmartAccountValues): SmartAccountChanges {
  const sponsorship: Partial<SponsorshipPolicy> = {};
  if (values.sponsorship !== undefined) sponsorship.enabled = onOff(values.sponsorship);
  if (values['sponsor-chains'] !== undefined)
    sponsorship.chains = evmNetworks(values['sponsor-chains'], 'sponsor-chains');
  const cap = values['sponsor-daily-cap'];
  if (cap !== undefined) sponsorship.dailyCapPerUserWei = weiAmount(cap, 'sponsor-daily-cap');
  const projectCap = values['sponsor-project-daily-cap'];
  if (projectCap !== undefined) {
    sponsorship.dailyProjectCapWei = off.has(projectCap.trim().toLowerCase())
      ? null
      : weiAmount(projectCap, 'sponsor-project-daily-cap');
  }
  return {
    ...(values['smart-accounts'] === undefined
      ? {}
      : { smartAccountNetworks: evmNetworks(values['smart-accounts'], 'smart-accounts') }),
    ...(Object.keys(sponsorship).length === 0 ? {} : { sponsorship }),
  };
}
