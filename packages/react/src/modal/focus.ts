const focusableSelector = 'a[href], button, input, select, textarea, [tabindex]';

/** The elements Tab reaches inside `container`, in document order. */
export function tabbableElements(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      element.closest('[hidden], [inert]') === null,
  );
}

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Moves focus to the next (or previous) tabbable element of `container`, wrapping around at the ends. */
export function cycleFocus(container: HTMLElement, backwards: boolean): void {
  const elements = tabbableElements(container);
  if (elements.length === 0) {
    container.focus();
    return;
  }
  const root = container.getRootNode() as Document | ShadowRoot;
  const index = elements.indexOf(root.activeElement as HTMLElement);
  const step = backwards ? -1 : 1;
  const start = index === -1 ? (backwards ? 0 : -1) : index;
  const next = elements[(start + step + elements.length) % elements.length];
  next?.focus();
}
