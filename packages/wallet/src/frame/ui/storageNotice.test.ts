import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FrameStorage, frameStorageMessages } from '../storage/frameStorage.js';
import { createFrameUi } from './frameUi.js';
import { storageNotice } from './storageNotice.js';

const page = new Window({ url: 'https://frame.portico.test/' });
const doc = page.document as unknown as Document;
afterEach(() => {
  doc.body.replaceChildren();
});

/** A frame storage the browser refused, whose mode the test changes. */
function refusedStorage(requestAccess?: () => Promise<boolean>) {
  const listeners = new Set<(storage: FrameStorage) => void>();
  const storage = {
    mode: 'memory',
    reason: 'refused',
    requestAccess,
    onChange(listener: (changed: FrameStorage) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as FrameStorage & { mode: string };
  const become = (mode: 'memory' | 'persistent') => {
    storage.mode = mode;
    for (const listener of listeners) listener(storage);
  };
  return { storage, become };
}

describe("the frame's storage notice", () => {
  it('says the wallet lasts this page only, above every screen the frame shows, and goes once storage is kept', () => {
    const { storage, become } = refusedStorage();
    const notice = storageNotice(doc, storage);
    const visitor = createFrameUi(doc, { onSize: () => {}, onKey: () => {}, notice });
    void visitor.choosePassword(new AbortController().signal);
    const main = doc.querySelector('main') as HTMLElement;
    expect(main.firstElementChild).toBe(notice);
    expect(notice.hidden).toBe(false);
    expect(notice.textContent).toBe(frameStorageMessages.memory);
    expect(notice.querySelector('button')).toBeNull();
    become('persistent');
    expect(notice.hidden).toBe(true);
  });

  it("asks the browser for storage from the frame's own button; a refusal is said", async () => {
    const requestAccess = vi.fn(async () => false);
    const notice = storageNotice(doc, refusedStorage(requestAccess).storage);
    const button = notice.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe(frameStorageMessages.requestAccess);
    button.click();
    expect(requestAccess).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(notice.textContent).toContain(frameStorageMessages.accessRefused));
    expect(button.disabled).toBe(true);
  });
});
