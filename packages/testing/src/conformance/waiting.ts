import type { ConnectorEvent } from '@portico/core/adapters';
import { eventConnectorId } from './connectionChecks.js';

const pollMs = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the suite waits before concluding that something was not reported. */
export const quietMs = 150;

/** How soon an aborted `connect` must reject. */
export const atOnceMs = 250;

/** Lets whatever the last action set off be reported, before checking what was not. */
export async function settle(ms = quietMs): Promise<void> {
  await sleep(ms);
}

/** Resolves once `condition` holds; fails with `description` after `timeoutMs`. */
export async function waitUntil(
  condition: () => boolean,
  description: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting until ${description}`);
    await sleep(pollMs);
  }
}

export const describeEvents = (events: readonly ConnectorEvent[]) =>
  events.length === 0 ? 'none' : events.map((event) => JSON.stringify(event)).join(', ');

/** The first event from index `from` on that `matches`, waiting for it up to `timeoutMs`. */
export async function nextEvent(
  events: readonly ConnectorEvent[],
  from: number,
  matches: (event: ConnectorEvent) => boolean,
  description: string,
  timeoutMs: number,
): Promise<ConnectorEvent> {
  const found = () => events.slice(from).find(matches);
  await waitUntil(() => found() !== undefined, description, timeoutMs).catch((error: unknown) => {
    throw new Error(`${(error as Error).message}; reported since: ${describeEvents(events.slice(from))}`);
  });
  return found() as ConnectorEvent;
}

type EventOfType<K extends ConnectorEvent['type']> = Extract<ConnectorEvent, { type: K }>;

/** The next `type` event about `connectorId` from index `from` on, waiting for it up to `timeoutMs`. */
export async function nextEventOf<K extends ConnectorEvent['type']>(
  events: readonly ConnectorEvent[],
  from: number,
  type: K,
  connectorId: string,
  timeoutMs: number,
): Promise<EventOfType<K>> {
  const matches = (event: ConnectorEvent) => event.type === type && eventConnectorId(event) === connectorId;
  return (await nextEvent(events, from, matches, `${type} for ${connectorId}`, timeoutMs)) as EventOfType<K>;
}

/** The reason `promise` rejects with; fails when it resolves or takes longer than `timeoutMs`. */
export async function rejection(
  promise: Promise<unknown>,
  description: string,
  timeoutMs: number,
): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${description} did not reject within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    const outcome = await Promise.race([
      promise.then(
        (value) => ({ resolved: value }),
        (reason: unknown) => ({ rejected: reason }),
      ),
      late,
    ]);
    if ('resolved' in outcome) throw new Error(`${description} resolved, expected a rejection`);
    return outcome.rejected;
  } finally {
    clearTimeout(timer);
  }
}
