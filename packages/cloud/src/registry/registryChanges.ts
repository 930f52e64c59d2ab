import type { Db } from '../db/index.js';

type Listener = () => Promise<void> | void;

const listeners = new WeakMap<Db, Set<Listener>>();

/** Calls `listener` whenever this process changes the registry of `db`; returns the unsubscribe. */
export function onRegistryChange(db: Db, listener: Listener): () => void {
  const set = listeners.get(db) ?? new Set();
  listeners.set(db, set);
  set.add(listener);
  return () => set.delete(listener);
}

/** Resolves once every listener has taken the change in (so a caller's next request sees it). */
export async function notifyRegistryChange(db: Db): Promise<void> {
  await Promise.all([...(listeners.get(db) ?? [])].map((listener) => listener()));
}
