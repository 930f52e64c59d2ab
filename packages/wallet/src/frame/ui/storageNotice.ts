import { frameText } from '../i18n/frameText.js';
import type { FrameStorage } from '../storage/frameStorage.js';
import { h } from './dom.js';

/**
 * What the visitor is told, above whatever the frame shows, while the browser keeps the frame's storage from it:
 * the wallet works for this page's life, and — where the browser has the Storage Access API — a button that asks
 * it to let the wallet remember this device (a click in the frame's own document: the browser requires it).
 * Gone once the frame's storage is persistent.
 */
export function storageNotice(doc: Document, storage: FrameStorage): HTMLElement {
  const text = h(doc, 'p', {}, frameText('storageMemory'));
  const notice = h(doc, 'aside', { class: 'storage-notice', 'aria-label': frameText('storage') }, text);
  const show = () => {
    notice.hidden = storage.mode !== 'memory';
  };
  const ask = storage.requestAccess;
  if (ask) {
    const button = h(doc, 'button', { type: 'button', class: 'secondary' }, frameText('storageRequest'));
    button.addEventListener('click', () => {
      button.disabled = true;
      ask().then(
        (granted) => {
          if (!granted) text.textContent = frameText('storageRefused');
        },
        (error: unknown) => {
          text.textContent = `${frameText('storageRefused')} (${error instanceof Error ? error.message : String(error)})`;
        },
      );
    });
    notice.append(button);
  }
  show();
  storage.onChange(show);
  return notice;
}
