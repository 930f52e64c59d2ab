import type { Stack } from '@portico/devnet';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { launchBrowser, readStack } from '../browser.js';
import { type DemoOptions, type DemoPage, openDemo } from '../demoPage.js';

export interface DemoSuite {
  /** The running stack; read in the suite's first `beforeAll`. */
  readonly stack: Stack;
  /** The demo in a fresh browser context (see `openDemo`), closed after the test. */
  open(query?: string, options?: DemoOptions): Promise<DemoPage>;
}

/**
 * Registers the hooks every suite on the demo shares: one Chromium and the stack for the file, and after
 * each test its demo page closed and checked to have sent no request off loopback.
 */
export function demoSuite(): DemoSuite {
  let browser: Browser | undefined;
  let stack: Stack | undefined;
  let demo: DemoPage | undefined;
  /** What the page's console said (warnings, errors, uncaught errors), printed when its test fails. */
  let consoleLines: string[] = [];

  beforeAll(async () => {
    [browser, stack] = await Promise.all([launchBrowser(), readStack()]);
  });
  afterAll(() => browser?.close());
  afterEach(async (context) => {
    if (!demo) return;
    const { page, offLoopback } = demo;
    demo = undefined;
    if (context.task.result?.state === 'fail' && consoleLines.length > 0) {
      console.log(`The page's console during "${context.task.name}":\n${consoleLines.join('\n')}`);
    }
    await page.context().close();
    expect(offLoopback).toEqual([]);
  });

  const started = () => {
    if (!browser || !stack) throw new Error('the suite has not started: use it in a test or a later hook');
    return { browser, stack };
  };
  return {
    get stack() {
      return started().stack;
    },
    async open(query = '', options = {}) {
      const { browser, stack } = started();
      demo = await openDemo(browser, stack, query, options);
      const lines: string[] = [];
      consoleLines = lines;
      const at = () => new Date().toISOString().slice(11, 23);
      demo.page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          lines.push(`${at()} ${message.type()}: ${message.text()}`);
      });
      demo.page.on('pageerror', (error) => lines.push(`${at()} uncaught: ${error.message}`));
      return demo;
    },
  };
}
