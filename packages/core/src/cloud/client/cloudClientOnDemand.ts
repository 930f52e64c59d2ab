import { PorticoError } from '../../shared/errors/PorticoError.js';
import { httpUrl } from '../../shared/http/httpUrl.js';
import { registryPaths } from '../wire/registryQuery.js';
import type { CloudClient, CloudClientOptions } from './cloudClient.js';
import { cloudParams } from './cloudParams.js';

type Call = Exclude<keyof CloudClient, 'walletImageUrl'>;

/** Every call of the client, each waiting for the client's chunk (a record, so the compiler finds one missing). */
const callNames: Record<Call, true> = {
  getWallets: true,
  getProjectConfig: true,
  getAllowedOrigins: true,
  getAnalyticsConfig: true,
  sendEvent: true,
  getSupportedChains: true,
  getAccountBalance: true,
  getAccountHistory: true,
  getAccountNfts: true,
  getIdentity: true,
  getNameProfile: true,
  getSwapTokens: true,
  getSwapQuotes: true,
  getSwapAllowance: true,
  buildSwapApprove: true,
  buildSwapTransaction: true,
  getGasPrice: true,
  getSiwxNonce: true,
  createSiwxSession: true,
  getSiwxSessions: true,
  revokeSiwxSession: true,
};

/**
 * The cloud client of an instance with a `cloudUrl`: its code (calls, HTTP helper) loads at once, outside the
 * page's initial JavaScript, and each call waits for it. A chunk that fails to load fails the call as a request
 * that could not be made (HTTP_REQUEST_FAILED), and the next call loads it again.
 */
export function cloudClientOnDemand(options: CloudClientOptions): CloudClient {
  let loading: Promise<CloudClient> | undefined;
  const load = () =>
    (loading ??= import('./cloudClient.js').then(
      (m) => m.createCloudClient(options),
      (error: unknown) => {
        loading = undefined;
        throw new PorticoError('HTTP_REQUEST_FAILED', {}, { cause: error });
      },
    ));
  // A failed early load is answered by the first call that needs the client (HTTP_REQUEST_FAILED), which loads again.
  void load().catch(() => {});
  const call = <K extends Call>(name: K) =>
    (async (...args: unknown[]) =>
      ((await load())[name] as (...args: unknown[]) => unknown)(...args)) as CloudClient[K];

  const calls = Object.fromEntries(Object.keys(callNames).map((name) => [name, call(name as Call)])) as Pick<
    CloudClient,
    Call
  >;
  return {
    ...calls,
    walletImageUrl: (imageId) =>
      httpUrl(options.baseUrl, registryPaths.walletImage(imageId), cloudParams(options)),
  };
}
