const tabbable = 'button:not([disabled]), input:not([disabled]), [tabindex="0"]';

/**
 * The frame is one control of the modal around it: Escape goes to the modal (it closes, as from any control), and
 * Tab past the last control of what the frame shows (Shift+Tab before its first) goes on to the modal's next (or
 * previous) control instead of leaving the focus at the end of the page.
 */
export function handModalKeys(
  doc: Document,
  root: HTMLElement,
  onKey: (key: 'Escape' | 'Tab', shiftKey: boolean) => void,
): void {
  doc.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || event.isComposing) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onKey('Escape', false);
      return;
    }
    if (event.key !== 'Tab') return;
    const controls = [...root.querySelectorAll<HTMLElement>(tabbable)].filter(
      (element) => !element.closest('[hidden]'),
    );
    const edge = event.shiftKey ? controls[0] : controls.at(-1);
    const active = doc.activeElement;
    // From the edge control, or from no control at all (the heading that took the focus), when going back.
    if (active === edge || (event.shiftKey && !controls.includes(active as HTMLElement))) {
      event.preventDefault();
      onKey('Tab', event.shiftKey);
    }
  });
}
