import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  /** Epoch milliseconds; undefined: kept until the provider stops. */
  expiresAt: number | undefined;
}

type Model = Map<string, Entry>;

function live(model: Model, id: string): AdapterPayload | undefined {
  const entry = model.get(id);
  if (entry === undefined) return undefined;
  if (entry.expiresAt !== undefined && entry.expiresAt <= Date.now()) {
    model.delete(id);
    return undefined;
  }
  return entry.payload;
}

function findWhere(model: Model, matches: (payload: AdapterPayload) => boolean): AdapterPayload | undefined {
  for (const id of model.keys()) {
    const payload = live(model, id);
    if (payload !== undefined && matches(payload)) return payload;
  }
  return undefined;
}

/** One oidc-provider model's entries (sessions, interactions, codes, grants, clients, …). */
class ModelAdapter implements Adapter {
  constructor(private readonly model: Model) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const now = Date.now();
    // Expired entries go on every write, so a long session does not pile them up.
    for (const [key, entry] of this.model) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.model.delete(key);
    }
    this.model.set(id, { payload, expiresAt: expiresIn === undefined ? undefined : now + expiresIn * 1000 });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return live(this.model, id);
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return findWhere(this.model, (payload) => payload.uid === uid);
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return findWhere(this.model, (payload) => payload.userCode === userCode);
  }

  async consume(id: string): Promise<void> {
    const payload = live(this.model, id);
    if (payload !== undefined) payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string): Promise<void> {
    this.model.delete(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    for (const [id, entry] of this.model) if (entry.payload.grantId === grantId) this.model.delete(id);
  }
}

/**
 * oidc-provider's storage, in memory and per provider instance: what a login leaves (sessions, codes, grants) lives
 * as long as the process, as the devnet's chains do.
 */
export function createMemoryStorage(): (name: string) => Adapter {
  const models = new Map<string, Model>();
  return (name) => {
    let model = models.get(name);
    if (model === undefined) {
      model = new Map();
      models.set(name, model);
    }
    return new ModelAdapter(model);
  };
}
