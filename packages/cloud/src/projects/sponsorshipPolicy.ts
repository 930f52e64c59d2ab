/**
 * A project's gas sponsorship policy: whether the cloud's verifying paymaster signs for its smart accounts, on which
 * chains (CAIP-2 ids), and the most native currency one smart account may be sponsored per chain and UTC day, in
 * wei (a decimal string: JSON has no bigint); `dailyProjectCapWei`, when set, bounds all of the project's smart
 * accounts together per chain and UTC day (null: no such bound).
 */
export interface SponsorshipPolicy {
  enabled: boolean;
  chains: string[];
  dailyCapPerUserWei: string;
  dailyProjectCapWei: string | null;
}

/** The default: nothing sponsored. */
export const noSponsorship: SponsorshipPolicy = {
  enabled: false,
  chains: [],
  dailyCapPerUserWei: '0',
  dailyProjectCapWei: null,
};

/** §3 stores network lists as a comma list: `eip155:1,eip155:10`; '' is none. */
export function parseNetworkList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

export function formatNetworkList(networks: readonly string[]): string {
  return parseNetworkList(networks.join(',')).join(',');
}

/** Whether `text` is a wei amount the database holds: a whole number of at most 78 digits. */
export function isWeiAmount(text: string): boolean {
  return /^\d{1,78}$/.test(text);
}
