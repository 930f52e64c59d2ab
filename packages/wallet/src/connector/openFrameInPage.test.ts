import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { frameLoadTimeoutMs, frameReadyDelayMs, openFrameInPage } from './openFrameInPage.js';
import { giveIframesWindow } from './test/iframeWindow.js';

const frameOrigin = 'https://frame.example';
const query = {
  frameUrl: `${frameOrigin}/`,
  projectId: 'p1',
  chainId: 'eip155:1',
  version: '0.1.0',
  enableLogger: false,
  cloudUrl: 'https://cloud.example',
};
const ready = { type: '@w3m-frame/READY' };

let page: Window;
const logger = { debug: vi.fn() };

beforeEach(() => {
  logger.debug.mockClear();
  page = new Window({ url: 'https://shop.example/' });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(async () => {
  vi.useRealTimers();
  await page.happyDOM.close();
});

/**
 * Opens the frame in the happy-dom page. happy-dom gives an iframe no window of its own, so the iframe's
 * `contentWindow` is a stand-in that records what the page posts to it.
 */
function open() {
  const frameWindow = { postMessage: vi.fn() };
  giveIframesWindow(page, frameWindow);
  const opening = openFrameInPage(query, { window: page as unknown as globalThis.Window, logger });
  const settled = vi.fn();
  opening.then(settled, settled);
  const iframe = page.document.querySelector('iframe');
  const post = (data: unknown, origin: string, source: unknown) =>
    page.dispatchEvent(new page.MessageEvent('message', { data, origin, source: source as never }));
  return { frameWindow, opening, settled, iframe, post };
}

describe('openFrameInPage: the hidden iframe', () => {
  it('§7 loads the frame URL with projectId, chainId, version, enableLogger and cloudUrl, hidden from people and assistive tech', () => {
    const { iframe } = open();
    expect(iframe?.parentElement).toBe(page.document.body);
    const src = new URL(iframe?.getAttribute('src') ?? '');
    expect(src.origin).toBe(frameOrigin);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'p1',
      chainId: 'eip155:1',
      version: '0.1.0',
      enableLogger: 'false',
      cloudUrl: 'https://cloud.example',
    });
    expect(iframe?.getAttribute('title')).toBeTruthy();
    expect(iframe?.getAttribute('aria-hidden')).toBe('true');
    expect(iframe?.tabIndex).toBe(-1);
  });
});

describe('openFrameInPage: §4 handshake', () => {
  it('takes READY only from the frame’s origin and its iframe’s window: 1,000 forged messages, 0 accepted', async () => {
    const { frameWindow, settled, post } = open();
    const otherWindow = { postMessage: vi.fn() };
    const forgeries: [unknown, string, unknown][] = [
      [ready, 'https://evil.example', frameWindow],
      [ready, frameOrigin, otherWindow],
      [ready, frameOrigin, null],
      [ready, frameOrigin, page],
      [ready, 'https://frame.example:8443', frameWindow],
      [ready, 'http://frame.example', frameWindow],
      [{ type: '@w3m-frame/READY ' }, frameOrigin, frameWindow],
      [{ type: '@w3m-app/HANDSHAKE' }, frameOrigin, frameWindow],
      ['@w3m-frame/READY', frameOrigin, frameWindow],
      [null, frameOrigin, frameWindow],
    ];
    for (let i = 0; i < 1_000; i += 1) {
      const [data, origin, source] = forgeries[i % forgeries.length] as [unknown, string, unknown];
      post(data, origin, source);
    }
    await vi.advanceTimersByTimeAsync(frameReadyDelayMs * 4);
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
    expect(settled).not.toHaveBeenCalled();
    expect(logger.debug).toHaveBeenCalledTimes(1_000);
  });

  it('posts HANDSHAKE with a MessagePort to the frame’s origin 500 ms after READY', async () => {
    const { frameWindow, opening, settled, post } = open();
    post(ready, frameOrigin, frameWindow);
    post(ready, frameOrigin, frameWindow);
    await vi.advanceTimersByTimeAsync(frameReadyDelayMs - 1);
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(frameWindow.postMessage).toHaveBeenCalledTimes(1);
    expect(frameWindow.postMessage).toHaveBeenCalledWith({ type: '@w3m-app/HANDSHAKE' }, frameOrigin, [
      expect.any(MessagePort),
    ]);
    expect(settled).toHaveBeenCalled();

    const [, , [framePort]] = frameWindow.postMessage.mock.calls[0] as [unknown, string, [MessagePort]];
    const port = await opening;
    const received = new Promise((resolve) =>
      framePort.addEventListener('message', (event) => resolve(event.data)),
    );
    framePort.start();
    port.postMessage({ id: '1', type: '@w3m-app/IS_CONNECTED', payload: {} });
    vi.useRealTimers();
    await expect(received).resolves.toEqual({ id: '1', type: '@w3m-app/IS_CONNECTED', payload: {} });
    port.close();
    framePort.close();
    expect(page.document.querySelector('iframe')).toBeNull();
  });

  it('§9 without READY in 20 s fails with Unable to load email login dependency (iframe_load_failed) and removes the iframe', async () => {
    const { settled, opening } = open();
    await vi.advanceTimersByTimeAsync(frameLoadTimeoutMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(opening).rejects.toMatchObject({
      code: 'FRAME_LOAD_FAILED',
      message: 'Unable to load email login dependency',
      params: { reason: 'iframe_load_failed' },
    });
    expect(page.document.querySelector('iframe')).toBeNull();
  });
});
