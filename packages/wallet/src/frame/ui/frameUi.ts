import { notAuthorized } from '../rpc/approvalErrors.js';
import type { Visitor } from '../visitor/visitor.js';
import { approvalScreen, type Screen } from './approvalScreen.js';
import { h } from './dom.js';
import { handModalKeys } from './modalKeys.js';
import { choosePasswordScreen, enterPasswordScreen } from './passwordScreens.js';

type Build = (resolve: (value: unknown) => void, reject: (error: unknown) => void) => Screen;

/**
 * An approval request the visitor never gets to see (the frame hidden, covered, faded — as when a script on the page
 * opens a frame of its own) is refused with 4100 this long after it came, unless the frame's approval was in view
 * meanwhile (then it waits its turn for as long as the visitor needs).
 */
export const approvalShowTimeoutMs = 10_000;

/**
 * The frame's own UI: the Visitor of the browser. One screen at a time (approvals in the order they came); the
 * page is told the height of what shows (FRAME_SIZE) so it can size the frame's box in its modal.
 */
export interface FrameUiOptions {
  /** The height of what shows (FRAME_SIZE). */
  onSize(height: number): void;
  /** A key that belongs to the modal around the frame (FRAME_KEY): Escape, or Tab leaving the frame. */
  onKey(key: 'Escape' | 'Tab', shiftKey: boolean): void;
  /** Shown above every screen (the storage notice), when given. */
  notice?: HTMLElement;
}

export function createFrameUi(doc: Document, options: FrameUiOptions): Visitor {
  const { onSize, notice } = options;
  const root = h(doc, 'main', { class: 'frame-ui' });
  doc.body.append(root);
  const queue: (() => void)[] = [];
  let showing: (() => void) | undefined;
  /** Where the focus goes in what shows now. */
  let focusTarget: HTMLElement | undefined;

  const next = () => {
    showing = queue.shift();
    if (showing) showing();
    else {
      focusTarget = undefined;
      root.replaceChildren();
    }
  };

  const present = <T>(signal: AbortSignal, build: Build) =>
    new Promise<T>((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      let screen: Screen | undefined;
      let settled = false;
      const show = () => {
        screen = build(settleWith(resolve as (value: unknown) => void), settleWith(reject));
        root.replaceChildren(...(notice ? [notice] : []), screen.element);
        focusTarget = screen.focusTarget;
        focusTarget.focus();
      };
      const settleWith =
        (done: (value: unknown) => void) =>
        (value: unknown): void => {
          if (settled) return;
          settled = true;
          signal.removeEventListener('abort', onAbort);
          if (showing === show) {
            screen?.dispose();
            next();
          } else {
            queue.splice(queue.indexOf(show), 1);
          }
          done(value);
        };
      const onAbort = () => settleWith(reject)(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      queue.push(show);
      if (!showing) next();
    });

  /** The approvals not yet seen: each one's 4100 timer, cleared once an approval is in view. */
  const unseen = new Set<() => void>();
  const seen = () => {
    for (const clear of unseen) clear();
    unseen.clear();
  };

  const win = doc.defaultView as unknown as typeof globalThis;
  handModalKeys(doc, root, options.onKey);
  // A screen shown while the page still kept the frame hidden could not take the focus: it does when the frame gets it.
  win.addEventListener('focus', () => {
    if (focusTarget && !root.contains(doc.activeElement)) focusTarget.focus();
  });
  new win.ResizeObserver(() =>
    onSize(root.childElementCount === 0 ? 0 : Math.ceil(root.scrollHeight)),
  ).observe(root);

  return {
    approve(request, signal) {
      const neverSeen = new AbortController();
      const timer = setTimeout(() => neverSeen.abort(notAuthorized()), approvalShowTimeoutMs);
      const clear = () => clearTimeout(timer);
      unseen.add(clear);
      return present<void>(AbortSignal.any([signal, neverSeen.signal]), (resolve, reject) =>
        approvalScreen(
          doc,
          request,
          (outcome) => (outcome.approved ? resolve(undefined) : reject(outcome.error)),
          seen,
        ),
      ).finally(() => {
        clear();
        unseen.delete(clear);
      });
    },
    choosePassword: (signal) =>
      present<string>(signal, (resolve) => choosePasswordScreen(doc, (password) => resolve(password))),
    enterPassword: (unlock, signal) =>
      present<void>(signal, (resolve) => enterPasswordScreen(doc, unlock, () => resolve(undefined))),
  };
}
