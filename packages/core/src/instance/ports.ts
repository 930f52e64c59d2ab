/**
 * What the slices of an instance offer one another beyond the public API (the account's after-change, the cloud
 * client, the connections' internals…). Each slice adds its own port here by declaration merging; a slice reads
 * only the ports of slices registered before it at creation, any port later (they are filled in registry order).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the slices' declaration merging
export interface PorticoPorts {}
