/** How long the approval must have been on screen, visible and unobscured, before Approve takes a click. */
export const approveArmDelayMs = 600;

export interface VisibilityGuard {
  /** True while the target has been visible (and, where the browser can tell, unobscured) for the delay. */
  armed(): boolean;
  stop(): void;
}

interface TrackVisibilityInit extends IntersectionObserverInit {
  trackVisibility?: boolean;
  delay?: number;
}

/** IntersectionObserver v2 (`trackVisibility`, `isVisible`): Chromium has it; elsewhere only the intersection. */
const tracksVisibility = (win: typeof globalThis) =>
  typeof win.IntersectionObserverEntry === 'function' &&
  'isVisible' in win.IntersectionObserverEntry.prototype;

/**
 * Clickjacking defence for the frame's Approve: the target must be wholly in the top-level viewport, its document
 * visible and — where the browser has IntersectionObserver v2 — not covered, faded or transformed by anything in
 * the page, without a break, for `approveArmDelayMs`. A request swapped under the cursor starts a new guard.
 */
export function watchVisibility(
  target: Element,
  onChange: (armed: boolean) => void,
  now: () => number = () => performance.now(),
): VisibilityGuard {
  const win = target.ownerDocument.defaultView as unknown as typeof globalThis;
  const v2 = tracksVisibility(win);
  let visibleSince: number | undefined;
  let armTimer: ReturnType<typeof setTimeout> | undefined;
  let isArmed = false;

  const setArmed = (value: boolean) => {
    if (value === isArmed) return;
    isArmed = value;
    onChange(value);
  };
  const update = (visible: boolean) => {
    clearTimeout(armTimer);
    if (!visible || target.ownerDocument.visibilityState !== 'visible') {
      visibleSince = undefined;
      setArmed(false);
      return;
    }
    visibleSince ??= now();
    const wait = approveArmDelayMs - (now() - visibleSince);
    if (wait <= 0) setArmed(true);
    else armTimer = setTimeout(() => update(true), wait);
  };

  const options: TrackVisibilityInit = v2
    ? { threshold: [1], trackVisibility: true, delay: 100 }
    : { threshold: [1] };
  const observer = new win.IntersectionObserver((entries) => {
    const entry = entries.at(-1) as (IntersectionObserverEntry & { isVisible?: boolean }) | undefined;
    if (!entry) return;
    const inView = entry.isIntersecting && entry.intersectionRatio >= 0.99;
    update(v2 ? inView && entry.isVisible === true : inView);
  }, options);
  observer.observe(target);
  // Hidden disarms; shown again, observing anew makes the observer report the target's state from scratch.
  const onVisibility = () => {
    update(false);
    if (target.ownerDocument.visibilityState !== 'visible') return;
    observer.unobserve(target);
    observer.observe(target);
  };
  target.ownerDocument.addEventListener('visibilitychange', onVisibility);

  return {
    armed: () => isArmed && target.ownerDocument.visibilityState === 'visible',
    stop() {
      clearTimeout(armTimer);
      observer.disconnect();
      target.ownerDocument.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
