import { PorticoError } from '../../shared/errors/PorticoError.js';
import { httpUrl } from '../../shared/http/httpUrl.js';
import { registryPaths } from '../wire/registryQuery.js';
import type { CloudClient, CloudClientOptions } from './cloudClient.js';
import { cloudParams } from './cloudParams.js';

type Call = Exclude<keyof CloudClient, 'walletImageUrl'>;

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

  return {
    getWallets: call('getWallets'),
    walletImageUrl: (imageId) =>
      httpUrl(options.baseUrl, registryPaths.walletImage(imageId), cloudParams(options)),
    getProjectConfig: call('getProjectConfig'),
    getAllowedOrigins: call('getAllowedOrigins'),
    getAnalyticsConfig: call('getAnalyticsConfig'),
    sendEvent: call('sendEvent'),
    getSupportedChains: call('getSupportedChains'),
    getAccountBalance: call('getAccountBalance'),
    getAccountHistory: call('getAccountHistory'),
    getAccountNfts: call('getAccountNfts'),
    getIdentity: call('getIdentity'),
    getNameProfile: call('getNameProfile'),
    getSiwxNonce: call('getSiwxNonce'),
    createSiwxSession: call('createSiwxSession'),
    getSiwxSessions: call('getSiwxSessions'),
    revokeSiwxSession: call('revokeSiwxSession'),
  };
}
