import { describe, expect, it } from 'vitest';
import * as wire from './index.js';

describe('the public API of @portico/core/wire', () => {
  it('exports exactly these names at run time: a change here is a deliberate change of the API', () => {
    expect(Object.keys(wire).sort()).toEqual([
      'AccountAddressParams',
      'AccountHistoryResponse',
      'AccountNft',
      'AccountNftsResponse',
      'AllowedOriginsResponse',
      'AnalyticsConfigResponse',
      'AnalyticsEventBody',
      'BalanceQuery',
      'BalanceResponse',
      'ChainQuery',
      'EvmAddressParams',
      'FiatCurrency',
      'FungibleId',
      'FungiblePrice',
      'FungiblePriceBody',
      'FungiblePriceResponse',
      'GasPriceResponse',
      'HistoryQuery',
      'IdentityResponse',
      'NameParams',
      'NameProfile',
      'NameQuery',
      'NftsQuery',
      'ProjectConfigResponse',
      'RemoteFeatures',
      'SdkQuery',
      'SiwxAddressParams',
      'SiwxMessageData',
      'SiwxNonceResponse',
      'SiwxRevokeBody',
      'SiwxSession',
      'SiwxSessionBody',
      'SiwxSessionResponse',
      'SiwxSessionsQuery',
      'SiwxSessionsResponse',
      'SupportedChainsResponse',
      'WalletsQueryString',
      'accountBalancePath',
      'accountHistoryPath',
      'accountNftsPath',
      'badgeTypes',
      'chainDataMessages',
      'chainIdParameter',
      'cloudPaths',
      'cloudServerMessages',
      'createWalletIndex',
      'domainStatusHeader',
      'fromSnapshotWallet',
      'nativeTokenAddress',
      'offeredRemoteFeatures',
      'registryPaths',
      'sdkQueryWith',
      'searchKey',
      'toSnapshotWallet',
    ]);
  });

  it('a route query is the §7 SDK parameters, then its own, and admits no others', () => {
    expect(JSON.parse(JSON.stringify(wire.BalanceQuery))).toEqual({
      type: 'object',
      properties: {
        projectId: { type: 'string', minLength: 1, maxLength: 128 },
        st: { type: 'string', minLength: 1, maxLength: 64 },
        sv: { type: 'string', minLength: 1, maxLength: 64 },
        chainId: { type: 'string', minLength: 1, maxLength: 80 },
        currency: { type: 'string', enum: ['usd'] },
        forceUpdate: { type: 'string', enum: ['true', 'false'] },
      },
      required: ['projectId', 'st', 'sv', 'chainId'],
      additionalProperties: false,
    });
  });
});
