/**
 * Promises kept by key, made once and shared by concurrent callers; one that fails is forgotten, so the next call
 * tries again.
 */
export class PromiseCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  get(key: string, make: () => Promise<T>): Promise<T> {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = make();
      this.entries.set(key, entry);
      entry.catch(() => this.entries.delete(key));
    }
    return entry;
  }
}
