import type { Window } from 'happy-dom';
import { vi } from 'vitest';

/** happy-dom gives an iframe no window of its own: every iframe `page` creates gets `frameWindow` instead. */
export function giveIframesWindow(page: Window, frameWindow: object): void {
  const createElement = page.document.createElement.bind(page.document);
  vi.spyOn(page.document, 'createElement').mockImplementation(((tag: string) => {
    const element = createElement(tag);
    if (tag === 'iframe') Object.defineProperty(element, 'contentWindow', { get: () => frameWindow });
    return element;
  }) as typeof page.document.createElement);
}
