import { type RefObject, useLayoutEffect } from 'react';

/**
 * Keeps `outer`'s height equal to `inner`'s, so the CSS height transition (§2: 150 ms) animates
 * between views. Without ResizeObserver the height simply follows the content.
 */
export function useAnimatedHeight(
  outer: RefObject<HTMLElement | null>,
  inner: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    const outerElement = outer.current;
    const innerElement = inner.current;
    if (!outerElement || !innerElement || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      outerElement.style.height = `${innerElement.offsetHeight}px`;
    });
    observer.observe(innerElement);
    return () => observer.disconnect();
  }, [outer, inner]);
}
