import type { CloudErrorCode } from '@portico/core/wire';
import type { FastifyError, FastifyInstance } from 'fastify';
import { sendCloudError } from './cloudError.js';

const clientErrorCodes: Partial<Record<number, CloudErrorCode>> = {
  403: 'INVALID_PROJECT_ID',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function validationMessage(error: FastifyError): string {
  const unknown = error.validation
    ?.map((issue) => issue.params.additionalProperty)
    .filter((name): name is string => typeof name === 'string');
  return unknown?.length ? `${error.message}: ${unknown.join(', ')}` : error.message;
}

/**
 * Bad input never becomes a 5xx: schema violations and body-parser errors (malformed JSON, wrong media
 * type, oversize body) answer 4xx with a code and a message naming the problem. Anything else is a
 * server fault: logged, answered 500 without details.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return sendCloudError(reply, 400, 'BAD_REQUEST', validationMessage(error));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendCloudError(reply, status, clientErrorCodes[status] ?? 'BAD_REQUEST', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return sendCloudError(reply, 500, 'SERVER_ERROR', 'Internal server error');
  });
  app.setNotFoundHandler((request, reply) =>
    sendCloudError(reply, 404, 'NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`),
  );
}
