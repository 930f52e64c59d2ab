import { createHash } from 'node:crypto';

/** The id the SDK computes for its subscription: hex sha256 of the topic followed by the client id. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex');
}
