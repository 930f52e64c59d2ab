import { isStorableText } from '../storableText.js';
import { invalidParams } from './jsonRpc.js';

/** What clients may send; anything else is refused with "Invalid params". */
export const maxBatchPublish = 100;
/** The SDK subscribes in batches of up to 500 topics. */
const maxBatchTopics = 500;

const topicPattern = /^[0-9A-Za-z_-]{1,128}$/;

export interface PublishInput {
  topic: string;
  message: string;
  ttlSeconds: number;
  tag: number;
  attestation?: string;
}

type Params = Record<string, unknown>;

export function paramsObject(params: unknown): Params {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) throw invalidParams('params');
  return params as Params;
}

export function topic(value: unknown, name = 'topic'): string {
  if (typeof value !== 'string' || !topicPattern.test(value)) throw invalidParams(name);
  return value;
}

export function topics(value: unknown, name = 'topics'): string[] {
  if (!Array.isArray(value) || value.length > maxBatchTopics) throw invalidParams(name);
  return value.map((item) => topic(item, name));
}

export function message(value: unknown, name = 'message'): string {
  if (typeof value !== 'string' || value === '' || !isStorableText(value)) throw invalidParams(name);
  return value;
}

export function ttlSeconds(value: unknown, maxTtlSeconds: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > maxTtlSeconds) {
    throw invalidParams(`ttl must be a whole number of seconds from 1 to ${maxTtlSeconds}`);
  }
  return value;
}

function tag(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 2 ** 31 - 1) {
    throw invalidParams('tag');
  }
  return value;
}

export function attestation(value: unknown): { attestation?: string } {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'string' || !isStorableText(value)) throw invalidParams('attestation');
  return { attestation: value };
}

export function publishInput(params: unknown, maxTtlSeconds: number): PublishInput {
  const p = paramsObject(params);
  return {
    topic: topic(p.topic),
    message: message(p.message),
    ttlSeconds: ttlSeconds(p.ttl, maxTtlSeconds),
    tag: tag(p.tag),
    ...attestation(p.attestation),
  };
}
