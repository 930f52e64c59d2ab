import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/index.js';
import { type Ack, recordAcks } from './relayStore.js';

/** Writes acknowledgements in batches (one INSERT per flush); a lost batch only means a redelivery. */
export interface AckWriter {
  add(ack: Ack): void;
  /** Writes what is queued; resolves when written. */
  flush(): Promise<void>;
}

export function createAckWriter(db: Queryable, logger: FastifyBaseLogger, delayMs = 20): AckWriter {
  let queued: Ack[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = queued;
    queued = [];
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await recordAcks(db, batch);
      } catch (error) {
        logger.error(
          { err: error, acks: batch.length },
          'relay: acknowledgements not recorded; they will be redelivered',
        );
      }
    });
    return writing;
  };
  return {
    add(ack) {
      queued.push(ack);
      timer ??= setTimeout(flush, delayMs);
    },
    flush,
  };
}
