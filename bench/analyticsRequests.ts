import { randomUUID } from 'node:crypto';
import type { AutocannonRequest } from 'autocannon';

/** `POST /e` as the SDK sends it, with a fresh eventId per request. */
export function eventRequests(projectId: string): AutocannonRequest[] {
  const sdk = new URLSearchParams({ projectId, st: 'portico-bench', sv: '0.1.0' }).toString();
  return [
    {
      method: 'POST',
      path: `/e?${sdk}`,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          eventId: randomUUID(),
          url: 'http://127.0.0.1:5173/',
          domain: '127.0.0.1',
          timestamp: Date.now(),
          props: { type: 'track', event: 'SEARCH_WALLET', properties: { search: 'met' } },
        }),
      }),
    },
  ];
}

/** The same server's empty route: the HTTP floor every request pays. */
export const healthzRequests: AutocannonRequest[] = [{ method: 'GET', path: '/healthz' }];
