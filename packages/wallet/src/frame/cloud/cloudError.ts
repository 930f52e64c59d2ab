/** An error answer of the cloud (`{ code, message }`), or a failure to reach it. */
export class CloudError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CloudError';
  }
}

export function isCloudError(error: unknown, code?: string): error is CloudError {
  return error instanceof CloudError && (code === undefined || error.code === code);
}
