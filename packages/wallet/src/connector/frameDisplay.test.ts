import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameDisplay } from './frameDisplay.js';

let page: Window;
let frames: (() => void)[];
let rect = { left: 10, top: 20, width: 300 };
const win = () =>
  ({
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    cancelAnimationFrame: () => {
      frames = [];
    },
  }) as unknown as globalThis.Window;
/** Runs the next animation frame. */
const tick = () => frames.shift()?.();

beforeEach(() => {
  page = new Window({ url: 'https://shop.example/' });
  frames = [];
  rect = { left: 10, top: 20, width: 300 };
});
afterEach(() => page.happyDOM.close());

function setUp() {
  const document = page.document as unknown as Document;
  const iframe = document.createElement('iframe');
  iframe.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  const anchor = document.createElement('div');
  anchor.tabIndex = 0;
  document.body.append(anchor, iframe);
  vi.spyOn(anchor, 'getBoundingClientRect').mockImplementation(() => ({ ...rect }) as DOMRect);
  return { iframe, anchor, display: frameDisplay(iframe, win()) };
}

describe('the secure frame shown in the modal', () => {
  it('lies over the anchor at the height the frame asked for, shown once it stands still, and hides again when let go', () => {
    const { iframe, anchor, display } = setUp();
    display.resize(240);
    const detach = display.attach(anchor);
    expect(anchor.style.height).toBe('240px');
    expect(iframe.style.position).toBe('fixed');
    expect([iframe.style.left, iframe.style.top, iframe.style.width]).toEqual(['10px', '20px', '300px']);
    // The first frame has nothing to compare with; the modal may still be moving it.
    expect(iframe.style.visibility).toBe('hidden');
    tick();
    expect(iframe.style.visibility).toBe('visible');
    expect(iframe.getAttribute('aria-hidden')).toBeNull();
    expect(iframe.tabIndex).toBe(0);
    // The modal moves it (its height animates): hidden while it moves, shown where it stops.
    rect = { ...rect, top: 40 };
    tick();
    expect([iframe.style.top, iframe.style.visibility]).toEqual(['40px', 'hidden']);
    tick();
    expect(iframe.style.visibility).toBe('visible');
    detach();
    expect(iframe.style.cssText).toBe(
      'position: absolute; width: 0px; height: 0px; border: 0px; visibility: hidden;',
    );
    expect(iframe.getAttribute('aria-hidden')).toBe('true');
    expect(iframe.tabIndex).toBe(-1);
    expect(frames).toEqual([]);
  });

  it("passes the anchor's focus on into the frame", () => {
    const { iframe, anchor, display } = setUp();
    const focus = vi.spyOn(iframe, 'focus');
    const detach = display.attach(anchor);
    // Hidden while it may still move, the frame cannot take the focus yet; it does once it shows.
    anchor.focus();
    expect(focus).not.toHaveBeenCalled();
    tick();
    expect(focus).toHaveBeenCalledOnce();
    anchor.blur();
    anchor.focus();
    expect(focus).toHaveBeenCalledTimes(2);
    detach();
    focus.mockClear();
    anchor.focus();
    expect(focus).not.toHaveBeenCalled();
  });

  it('hands the keys the frame gives back to the modal: Escape as pressed on the anchor, Tab from the anchor', () => {
    const { iframe, anchor, display } = setUp();
    const focus = vi.spyOn(iframe, 'focus');
    const pressed: string[] = [];
    page.document.addEventListener('keydown', (event) => {
      const key = event as unknown as KeyboardEvent;
      pressed.push(
        `${key.shiftKey ? 'Shift+' : ''}${key.key} on ${key.target === anchor ? 'anchor' : 'other'}`,
      );
    });
    display.key('Escape', false);
    expect(pressed).toEqual([]);
    const detach = display.attach(anchor);
    focus.mockClear();
    display.key('Escape', false);
    display.key('Tab', true);
    expect(pressed).toEqual(['Escape on anchor', 'Shift+Tab on anchor']);
    // The focus came back to the anchor for the modal to move it on (its Tab handler), not into the frame again.
    expect(page.document.activeElement).toBe(anchor);
    expect(focus).not.toHaveBeenCalled();
    detach();
  });
});
