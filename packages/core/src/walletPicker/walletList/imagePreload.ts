import { constants } from '../../shared/constants.js';

/** Loads an image; rejects when it fails. */
export type ImageLoader = (url: string) => Promise<void>;

/** `new Image()` in a browser; undefined where there is none (Node, SSR), so nothing is preloaded. */
export function browserImageLoader(): ImageLoader | undefined {
  if (typeof Image !== 'function') return undefined;
  return (url) =>
    new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve();
      image.onerror = reject;
      image.src = url;
    });
}

/** Whether the image loaded within the §9 image preload timeout (2 s). */
export function preloadImage(
  url: string,
  load: ImageLoader,
  timeoutMs: number = constants.modal.imagePreloadTimeoutMs,
): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const settle = (loaded: boolean) => {
      clearTimeout(timer);
      resolve(loaded);
    };
    load(url).then(
      () => settle(true),
      () => settle(false),
    );
  });
}
