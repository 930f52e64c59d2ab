const focusableSelector = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Whether `element` is rendered: neither it nor an ancestor up to `within` is `hidden` or `display: none`.
 * Suspense hides the view it replaces with `display: none` while the next one loads.
 */
function isShown(element: Element, within: Element): boolean {
  for (let node: Element | null = element; node && node !== within; node = node.parentElement) {
    if (node.hasAttribute('hidden') || getComputedStyle(node).display === 'none') return false;
  }
  return true;
}

/** The elements Tab reaches inside `container`, in document order. */
function tabbableElements(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      element.closest('[inert]') === null &&
      isShown(element, container),
  );
}

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether `element` has the focus of its document or shadow root. */
export function isFocused(element: Element): boolean {
  return (element.getRootNode() as Document | ShadowRoot).activeElement === element;
}

/** The focused element of `container`'s document or shadow root, when it lies inside `container`. */
function focusedIn(container: Element): Element | undefined {
  const active = (container.getRootNode() as Document | ShadowRoot).activeElement;
  return active && container.contains(active) ? active : undefined;
}

/**
 * Whether the focus is on something inside `container` that can keep it: shown and enabled. A control that
 * was removed, hidden or disabled under the focus leaves it on the page body, where keys no longer reach the
 * dialog.
 */
export function holdsFocus(container: Element): boolean {
  const active = focusedIn(container);
  return !!active && !(active as HTMLButtonElement).disabled && isShown(active, container);
}

/** Focuses the first control of `view`, or `container` itself when the view has none (yet); returns which. */
export function focusFirstControl(view: Element, container: HTMLElement): HTMLElement {
  const target = tabbableElements(view)[0] ?? container;
  target.focus();
  return target;
}

/** Moves focus to the next (or previous) tabbable element of `container`, wrapping around at the ends. */
export function cycleFocus(container: HTMLElement, backwards: boolean): void {
  const elements = tabbableElements(container);
  if (elements.length === 0) {
    container.focus();
    return;
  }
  const active = focusedIn(container);
  const index = active ? elements.indexOf(active as HTMLElement) : -1;
  const step = backwards ? -1 : 1;
  const start = index === -1 ? (backwards ? 0 : -1) : index;
  const next = elements[(start + step + elements.length) % elements.length];
  next?.focus();
}
