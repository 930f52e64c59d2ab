// The secure frame's entry: reads its query, loads the project's allowed origins, opens the device store and
// serves the page that framed it once that page's origin is allowed.
import { createFrame } from './app/createFrame.js';
import type { FrameLog } from './app/frameLog.js';
import { CloudApi } from './cloud/cloudApi.js';
import { frameConfig } from './config/frameConfig.js';
import { setFrameLocale } from './i18n/frameText.js';
import { fetchAllowedOrigins } from './messaging/allowedOrigins.js';
import { connectToParent, type FrameWindow, parentOrigin } from './messaging/parentMessaging.js';
import { listenForSocialCallback } from './social/callbackListener.js';
import { openFrameStorage, reflectFrameStorage } from './storage/frameStorage.js';
import { createFrameUi } from './ui/frameUi.js';
import { storageNotice } from './ui/storageNotice.js';
import './ui/frame.css';

async function start(): Promise<void> {
  const config = frameConfig(location.search, location.origin);
  const log: FrameLog = config.enableLogger
    ? (event, detail) => console.debug('[portico-frame]', event, detail ?? '')
    : () => {};
  const [allowedOrigins, storage] = await Promise.all([
    fetchAllowedOrigins(new CloudApi(config.target)),
    openFrameStorage(),
  ]);
  // Where the browser refuses the frame storage it keeps everything in memory for this page's life (the UI says so).
  reflectFrameStorage(storage, document.documentElement);
  if (storage.mode === 'memory') console.warn('[portico-frame] storage in memory only:', storage.error);
  const origin = parentOrigin(window as unknown as FrameWindow);
  let served: Pick<ReturnType<typeof createFrame>, 'sizeChanged' | 'keyPressed'> | undefined;
  const visitor = createFrameUi(document, {
    onSize: (height) => served?.sizeChanged(height),
    onKey: (key, shiftKey) => served?.keyPressed(key, shiftKey),
    notice: storageNotice(document, storage),
  });
  const frame = createFrame({
    db: storage.db,
    target: config.target,
    storage: storage.localStorage,
    initialChainId: config.chainId,
    reload: () => location.reload(),
    log,
    visitor,
    parentOrigin: origin ?? '',
    applyTheme: (mode) => {
      document.documentElement.dataset.theme = mode;
    },
    applyLocale: (locale) => {
      setFrameLocale(document, locale).catch((error: unknown) =>
        console.warn('[portico-frame] the locale did not load; the frame stays in English', error),
      );
    },
  });
  served = frame;
  listenForSocialCallback(window, frame.social, log);
  connectToParent(window as unknown as FrameWindow, allowedOrigins, (port) => frame.serve(port), log);
}

start().catch((error: unknown) => {
  console.error('[portico-frame] the secure frame could not start', error);
});
