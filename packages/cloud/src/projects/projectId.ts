import { randomBytes } from 'node:crypto';

/** 32 lower-case hex characters: URL-safe and unguessable. */
export function generateProjectId(): string {
  return randomBytes(16).toString('hex');
}

/** Ids the CLI or a seed may choose: URL-safe, 3–64 characters. */
export const projectIdPattern = /^[A-Za-z0-9_-]{3,64}$/;
