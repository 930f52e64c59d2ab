import type { SiwxErrorCode } from '@portico/core/wire';
import type { FastifyReply } from 'fastify';

/** A refusal of the sign-in routes, `{ code, message }` like every cloud error body. */
export interface SiwxRefusal {
  status: 400 | 401 | 403 | 404 | 409 | 502;
  code: SiwxErrorCode;
  message: string;
}

export const siwxMessages = {
  INVALID_NONCE: 'The nonce is unknown or has expired; request a new one',
  NONCE_USED: 'The nonce was already used; request a new one',
  INVALID_SIGNATURE: 'The signature is not valid for the address of the message',
  MESSAGE_EXPIRED: 'The sign-in message has expired',
  MESSAGE_NOT_YET_VALID: 'The sign-in message is not valid yet',
  DOMAIN_NOT_ALLOWED: "The message's domain is not an allowed origin of this project",
  INVALID_TOKEN: 'The session token is invalid or expired',
  SESSION_NOT_FOUND: 'No live session with this id',
} as const;

export function isRefusal<T extends object>(value: T | SiwxRefusal): value is SiwxRefusal {
  return 'status' in value && 'code' in value;
}

export function refusal(status: SiwxRefusal['status'], code: SiwxErrorCode, message: string): SiwxRefusal {
  return { status, code, message };
}

export function sendSiwxError(reply: FastifyReply, { status, code, message }: SiwxRefusal): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ code, message });
}
