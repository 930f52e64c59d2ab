/**
 * Shows the secure frame's own document inside the modal: the iframe stays where it was loaded (moving an iframe
 * reloads it) and is laid over an anchor element of the modal, following it while it moves or resizes. What the
 * frame shows there (an approval, a recovery-password form) is the frame's, not the page's: the page only decides
 * where the box is.
 */
export interface FrameDisplay {
  /** Lays the frame over `anchor` until the returned function runs. */
  attach(anchor: HTMLElement): () => void;
  /** The height of what the frame's document shows (FRAME_SIZE). */
  resize(height: number): void;
  /**
   * A key the frame hands back (FRAME_KEY): it reaches the modal as if pressed on the anchor — Escape closes, Tab
   * moves on from the anchor to the modal's next (Shift: previous) control.
   */
  key(key: 'Escape' | 'Tab', shiftKey: boolean): void;
}

const shownStyle = (rect: DOMRect, height: number, steady: boolean) =>
  `position:fixed;left:${rect.left}px;top:${rect.top}px;width:${rect.width}px;height:${height}px;` +
  `border:0;margin:0;padding:0;visibility:${steady ? 'visible' : 'hidden'};opacity:1;z-index:2147483647;` +
  'color-scheme:normal';

/** Whether `element` is the focused element of its document or shadow root. */
const hasFocus = (element: HTMLElement) =>
  (element.getRootNode() as Document | ShadowRoot).activeElement === element;

const sameRect = (a: DOMRect | undefined, b: DOMRect) =>
  a !== undefined && a.left === b.left && a.top === b.top && a.width === b.width;

export function frameDisplay(iframe: HTMLIFrameElement, win: Window): FrameDisplay {
  const hiddenStyle = iframe.style.cssText;
  let anchor: HTMLElement | undefined;
  let height = 0;
  let frame = 0;
  let last: DOMRect | undefined;
  /** Set while the focus comes back to the anchor from the frame: it must not go straight back in. */
  let returning = false;
  /** The focus belongs to the frame (see `place`). */
  let frameFocus = false;

  // While the modal still moves the anchor (its height animates as the frame's content arrives), the frame stays
  // hidden: it shows once it stands still, so nothing slides under the visitor's pointer. Hidden, the frame's own
  // visibility guard keeps its Approve disarmed.
  const place = () => {
    if (!anchor) return;
    const size = `${height}px`;
    if (anchor.style.height !== size) anchor.style.height = size;
    const rect = anchor.getBoundingClientRect();
    const steady = sameRect(last, rect);
    const style = shownStyle(rect, height, steady);
    last = rect;
    if (iframe.style.cssText !== style) iframe.style.cssText = style;
    // Hidden, the frame can neither take the focus nor keep it (it falls to the page's body): while the focus
    // belongs to the frame — its stand-in or the frame had it, and nothing else of the page took it since — the
    // frame gets it (back) once it shows.
    const active = iframe.ownerDocument.activeElement;
    if (hasFocus(anchor) || active === iframe) frameFocus = true;
    else if (active !== null && active !== iframe.ownerDocument.body) frameFocus = false;
    if (steady && frameFocus && active !== iframe) iframe.focus();
    frame = win.requestAnimationFrame(place);
  };

  return {
    attach(element) {
      win.cancelAnimationFrame(frame);
      anchor = element;
      iframe.removeAttribute('aria-hidden');
      iframe.tabIndex = 0;
      // The anchor is the modal's focus stand-in: its focus goes on into the frame's document.
      const forward = () => {
        if (!returning && iframe.style.visibility === 'visible') iframe.focus();
      };
      element.addEventListener('focus', forward);
      place();
      return () => {
        element.removeEventListener('focus', forward);
        if (anchor !== element) return;
        anchor = undefined;
        last = undefined;
        frameFocus = false;
        win.cancelAnimationFrame(frame);
        iframe.style.cssText = hiddenStyle;
        iframe.setAttribute('aria-hidden', 'true');
        iframe.tabIndex = -1;
      };
    },
    resize(next) {
      height = next;
    },
    key(key, shiftKey) {
      const at = anchor;
      if (!at) return;
      if (key === 'Tab') {
        frameFocus = false;
        returning = true;
        at.focus();
        returning = false;
      }
      const view = at.ownerDocument.defaultView as unknown as typeof globalThis;
      at.dispatchEvent(new view.KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true }));
    },
  };
}
