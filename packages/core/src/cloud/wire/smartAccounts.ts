import { Type } from '@sinclair/typebox';
import { CaipNetworkIdSchema, readonlyArray } from './schemaTypes.js';

/**
 * The project's smart accounts as the remote configuration serves them (GET /appkit/v1/config, `smartAccounts`):
 * `enabledNetworks`, §3's smart-account-enabled networks — the eip155 chains the project enabled that the cloud
 * has an ERC-4337 bundler for; `sponsoredNetworks`, those of them where the cloud's verifying paymaster sponsors gas
 * (ERC-7677 `pm_*` on POST /v1), within the project's daily cap per smart account.
 */
export const SmartAccountNetworks = Type.Object({
  enabledNetworks: readonlyArray(CaipNetworkIdSchema),
  sponsoredNetworks: readonlyArray(CaipNetworkIdSchema),
  /** Those whose chain has EIP-7702: the embedded EOA delegates to Simple7702Account (same address). */
  eip7702Networks: readonlyArray(CaipNetworkIdSchema),
  /**
   * Those without EIP-7702 where the cloud names the factory of the embedded wallet's ERC-4337 account
   * (PorticoAccountFactory): the account is the factory's `getAddress(eoa, 0)`, owned by the embedded EOA.
   */
  erc4337Networks: readonlyArray(
    Type.Object({
      caipNetworkId: CaipNetworkIdSchema,
      factory: Type.Unsafe<`0x${string}`>(Type.String({ pattern: '^0x[0-9a-fA-F]{40}$' })),
    }),
  ),
});

/**
 * The JSON-RPC error code of `pm_getPaymasterStubData` / `pm_getPaymasterData` when the cloud does not sponsor the
 * UserOperation; `error.data.reason` says why (`SponsorshipRefusal`). A wallet that gets it sends the operation
 * without a paymaster (the account pays its own gas) or tells the user why it cannot.
 */
export const sponsorshipRefusedCode = -32050;

/** Why a UserOperation is not sponsored, with the message the cloud answers. */
export const sponsorshipRefusals = {
  NOT_SPONSORED: 'Gas is not sponsored here: this transaction pays its own gas',
  DAILY_LIMIT_REACHED: 'Gas sponsorship limit reached for today: this transaction pays its own gas',
  PROJECT_DAILY_LIMIT_REACHED:
    'This app’s gas sponsorship is used up for today: this transaction pays its own gas',
  UNSUPPORTED_ENTRY_POINT: 'Gas is sponsored only for EntryPoint v0.8: this transaction pays its own gas',
} as const;
export type SponsorshipRefusal = keyof typeof sponsorshipRefusals;
