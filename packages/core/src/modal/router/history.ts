import type { Route } from '../dialog/types.js';

const connect: Route = { view: 'Connect', data: undefined };
const account: Route = { view: 'Account', data: undefined };

/**
 * §2 back: from Connect while connected it shows Account; otherwise it pops the history. `undefined` means
 * the modal closes (back at the first view).
 */
export function backHistory(history: readonly Route[], connected: boolean): readonly Route[] | undefined {
  const current = history.at(-1);
  if (current?.view === 'Connect' && connected) return [account];
  if (history.length <= 1) return undefined;
  return history.slice(0, -1);
}

/** §2 close: the view resets to Connect; in embedded mode to Account when connected. */
export function closedHistory(embedded: boolean, connected: boolean): readonly Route[] {
  return [embedded && connected ? account : connect];
}

export function pushRoute(history: readonly Route[], route: Route, replace = false): readonly Route[] {
  return [...(replace ? history.slice(0, -1) : history), route];
}
