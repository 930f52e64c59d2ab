// @vitest-environment node
import { porticoDevnet } from '@portico/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

const browserGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'] as const;

describe('server-side rendering', () => {
  it('imports @portico/react without touching window, document, storage or navigator', async () => {
    const touched: string[] = [];
    const originals = browserGlobals.map((name) => Object.getOwnPropertyDescriptor(globalThis, name));
    for (const name of browserGlobals) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
    try {
      vi.resetModules();
      await import('./index.js');
    } finally {
      browserGlobals.forEach((name, index) => {
        const original = originals[index];
        if (original) Object.defineProperty(globalThis, name, original);
        else Reflect.deleteProperty(globalThis, name);
      });
    }
    expect(touched).toEqual([]);
  });

  it('renders PorticoProvider, ConnectButton and NetworkButton to a string without a DOM', async () => {
    expect(typeof document).toBe('undefined');
    const { ConnectButton, NetworkButton, PorticoProvider } = await import('./index.js');
    const html = renderToString(
      <PorticoProvider options={{ projectId: 'ssr', networks: [porticoDevnet()] }}>
        <ConnectButton />
        <NetworkButton />
      </PorticoProvider>,
    );
    expect(html).toContain('Connect Wallet');
    expect(html).toContain('Portico Devnet');
  });
});
