import 'fake-indexeddb/auto';
import { createLogger, ethereum } from '@portico/core';
import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCloud } from '../frame/test/fakeCloud.js';
import { createEmbeddedWalletConnector } from './embeddedWalletConnector.js';
import { giveIframesWindow } from './test/iframeWindow.js';
import { servedFrame } from './test/servedFrame.js';

const frameOrigin = 'https://frame.example';
let page: Window;

beforeEach(() => {
  page = new Window({ url: 'https://shop.example/' });
  vi.stubGlobal('window', page);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await page.happyDOM.close();
});

describe('load in a page: the default iframe path up to the real frame', () => {
  it('§4 loads the hidden iframe, takes its READY, hands the real frame its port, and talks over it', async () => {
    const { serve } = await servedFrame(new FakeCloud(), 'eip155:1');
    // The iframe's stand-in window takes the HANDSHAKE, and the frame serves its port.
    const frameWindow = {
      postMessage: vi.fn((_message: unknown, _origin: string, [port]: [MessagePort]) => serve(port)),
    };
    giveIframesWindow(page, frameWindow);

    const source = createEmbeddedWalletConnector({ frameUrl: `${frameOrigin}/`, projectId: 'p1' });
    source.setup({ networks: [ethereum], emit: () => {}, logger: createLogger({ level: 'silent' }) });
    const loading = source.load();
    await vi.waitFor(() => expect(page.document.querySelector('iframe')).not.toBeNull());
    page.dispatchEvent(
      new page.MessageEvent('message', {
        data: { type: '@w3m-frame/READY' },
        origin: frameOrigin,
        source: frameWindow as never,
      }),
    );
    await loading;
    expect(frameWindow.postMessage).toHaveBeenCalledWith({ type: '@w3m-app/HANDSHAKE' }, frameOrigin, [
      expect.any(MessagePort),
    ]);
    await expect(
      source.reconnect({ connectorId: 'embedded', networks: [ethereum] }),
    ).resolves.toBeUndefined();
    source.destroy?.();
    await vi.waitFor(() => expect(page.document.querySelector('iframe')).toBeNull());
  });
});
