import type { CloudErrorBody, CloudErrorCode } from '@portico/core/wire';
import type { FastifyReply } from 'fastify';

export function sendCloudError(
  reply: FastifyReply,
  status: number,
  code: CloudErrorCode,
  message: string,
): FastifyReply {
  const body: CloudErrorBody = { code, message };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
