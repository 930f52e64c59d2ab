/** Admits at most `max` takes per rolling `windowMs`. */
export function createRollingLimit(max: number, windowMs: number, now: () => number) {
  const taken: number[] = [];
  return {
    /** Takes a slot when one is free in the window ending now. */
    tryTake(): boolean {
      const at = now();
      while (taken.length > 0 && (taken[0] ?? at) <= at - windowMs) taken.shift();
      if (taken.length >= max) return false;
      taken.push(at);
      return true;
    },
  };
}
