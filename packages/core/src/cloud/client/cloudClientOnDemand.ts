import { PorticoError } from '../../shared/errors/PorticoError.js';
import { httpUrl } from '../../shared/http/httpUrl.js';
import { registryPaths } from '../wire/registryQuery.js';
import type { CloudClient, CloudClientOptions } from './cloudClient.js';
import { cloudParams } from './cloudParams.js';

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
  const imageUrl: CloudClient['walletImageUrl'] = (imageId) =>
    httpUrl(options.baseUrl, registryPaths.walletImage(imageId), cloudParams(options));
  // Every call waits for the client's chunk; the calls are the loaded client's own, so none is listed here (a list
  // of every call's name would weigh on the page's initial JavaScript). `then` is none: the client is no promise.
  return new Proxy({} as CloudClient, {
    get: (_, name) =>
      name === 'walletImageUrl'
        ? imageUrl
        : typeof name !== 'string' || name === 'then'
          ? undefined
          : async (...args: unknown[]) =>
              ((await load())[name as keyof CloudClient] as (...a: unknown[]) => unknown)(...args),
  });
}
