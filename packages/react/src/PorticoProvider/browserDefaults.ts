import { createLogger, type KeyValueStorage, type Logger, type PorticoOptions } from '@portico/core';

/** `localStorage` when the page has one and it works (it throws in some private modes); in-memory otherwise. */
function browserStorage(logger: Logger): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (error) {
    logger.warn('localStorage is unavailable: connections are remembered for this page only', error);
    return undefined;
  }
}

function isMobileBrowser(): boolean {
  return typeof navigator !== 'undefined' && /Android|iPhone|iPad|iPod|Mobi/i.test(navigator.userAgent);
}

/** The browser pieces core leaves out (it runs in Node too), read when the provider first renders. */
export function withBrowserDefaults(options: PorticoOptions): PorticoOptions {
  const logger = options.logger ?? createLogger();
  return {
    ...options,
    logger,
    storage: options.storage ?? browserStorage(logger),
    isMobile: options.isMobile ?? isMobileBrowser,
  };
}
