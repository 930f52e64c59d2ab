import type { QueryParams } from '../../shared/http/httpUrl.js';

/** §7: every call to the cloud carries the project id and the SDK's type and version. */
export function cloudParams(options: {
  projectId: string;
  sdkType: string;
  sdkVersion: string;
}): QueryParams {
  return { projectId: options.projectId, st: options.sdkType, sv: options.sdkVersion };
}
