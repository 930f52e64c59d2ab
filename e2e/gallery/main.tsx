// The clock, randomness and window.open are fixed before any of the modal's modules load.
import './fixedClock.js';
import {
  createPortico,
  type KeyValueStorage,
  type Portico,
  type PorticoOptions,
  porticoDevnet,
  porticoTestnet,
  type ThemeMode,
} from '@portico/core';
import { PorticoProvider } from '@portico/react';
import { Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createFakeAdapter } from '../../packages/react/src/test/fakeAdapter.js';
import { resetRandom } from './fixedClock.js';
import { type Stage, scenarios } from './scenarios.js';

/**
 * The screenshot gallery (e2e/screenshots.e2e.ts): the Portico modal with the React tests' fakes, one scenario at a
 * time in one page. `window.showScenario(name, mode, locale)` replaces what shows with the scenario's view, built
 * in English and then shown in `locale`; `window.scenarioNames` lists them.
 */
declare global {
  interface Window {
    showScenario(name: string, mode: ThemeMode, locale: string): Promise<void>;
    scenarioNames: string[];
  }
}

const devnet = porticoDevnet(0);
const testnet = porticoTestnet(0);

function memoryStorage(): KeyValueStorage {
  const kept = new Map<string, string>();
  return {
    getItem: (key) => kept.get(key) ?? null,
    setItem: (key, value) => void kept.set(key, value),
    removeItem: (key) => void kept.delete(key),
  };
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function modalRoot(): ShadowRoot | null | undefined {
  return document.querySelector('[data-portico-modal]')?.shadowRoot;
}

/** Polls `find` once a frame until it answers, for at most 15 seconds (a loaded machine). */
async function waitFor<T>(find: () => T | null | undefined | false, what: string): Promise<T> {
  const deadline = performance.now() + 15_000;
  for (;;) {
    const found = find();
    if (found) return found;
    if (performance.now() > deadline) throw new Error(`gallery: no ${what}`);
    await frame();
  }
}

const nameOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
const matches = (name: string | RegExp, text: string) =>
  typeof name === 'string' ? text === name : name.test(text);

/** The modal's enabled button (or link) named `name`, once it shows. */
const button = (name: string | RegExp) =>
  waitFor(
    () =>
      [...(modalRoot()?.querySelectorAll<HTMLElement>('button, a, [role="button"]') ?? [])].find(
        (element) => matches(name, nameOf(element)) && !(element as HTMLButtonElement).disabled,
      ),
    `button ${name}`,
  );

let current: { root: Root; portico: Portico; host: HTMLElement } | undefined;

function stage(mode: ThemeMode): Stage {
  const wallet = createFakeAdapter();
  return {
    wallet,
    devnet,
    testnet,
    async start(options: Partial<PorticoOptions> = {}) {
      const portico = createPortico({
        projectId: 'gallery-project',
        networks: [devnet, testnet],
        adapters: [wallet.adapter],
        connectors: [wallet.source],
        enableReconnect: false,
        loadRegistrySnapshot: async () => [],
        storage: memoryStorage(),
        themeMode: mode,
        locale: 'en',
        ...options,
      });
      const host = document.createElement('div');
      document.body.append(host);
      const root = createRoot(host);
      root.render(<PorticoProvider portico={portico} />);
      current = { root, portico, host };
      await portico.ready;
      return portico;
    },
    async click(name) {
      (await button(name)).click();
    },
    async button(name) {
      await button(name);
    },
    async fill(label, value) {
      const input = await waitFor(() => {
        const root = modalRoot();
        if (!root) return undefined;
        const byLabel = [...root.querySelectorAll('label')].find((element) => nameOf(element) === label);
        const target = byLabel?.htmlFor
          ? root.getElementById(byLabel.htmlFor)
          : byLabel?.querySelector('input');
        return (target ?? root.querySelector(`input[aria-label="${label}"]`)) as HTMLInputElement | null;
      }, `field ${label}`);
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    },
    async text(text) {
      await waitFor(() => modalRoot()?.querySelector('.root')?.textContent?.includes(text), `text ${text}`);
    },
    async until(condition, what) {
      await waitFor(condition, what);
    },
  };
}

async function clear() {
  if (!current) return;
  const { root, portico, host } = current;
  current = undefined;
  root.unmount();
  portico.destroy();
  host.remove();
  document.querySelector('[data-portico-modal]')?.remove();
}

/** Keeps a view that cannot render without its scenario's state from ending the warm-up. */
class Quiet extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Loads every view's module once, up front: a view that loads on demand shows React's fallback first, and React
 * then holds the view back for 300 ms, which every scenario's first showing would otherwise wait.
 */
async function warmUp() {
  const portico = createPortico({
    projectId: 'gallery-project',
    networks: [devnet, testnet],
    enableReconnect: false,
    loadRegistrySnapshot: async () => [],
    storage: memoryStorage(),
  });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <Quiet>
      <PorticoProvider portico={portico} />
    </Quiet>,
  );
  await portico.open();
  await waitFor(() => modalRoot()?.querySelector('[role="dialog"]'), 'dialog');
  const views: Parameters<Portico['navigate']>[] = [
    ['AllWallets'],
    ['ConnectingExternal', { connectorId: 'none' }],
    ['Networks'],
    ['SwitchNetwork', { network: testnet }],
    ['SwitchActiveChain', { switchToChain: 'solana', network: devnet }],
    ['UnsupportedChain'],
    ['ProfileWallets'],
    ['ConnectingWalletConnect'],
    ['ConnectingWalletConnectBasic'],
    ['WalletSend'],
    ['WalletSendPreview'],
    ['CallsStatus'],
    ['Swap'],
    ['OnRampProviders'],
    ['OnRampBuy'],
    ['WalletReceive'],
    ['ConnectingSocial'],
    ['ConnectingFarcaster'],
    ['EmailLogin'],
    ['UpdateEmailWallet'],
    ['SIWXSignMessage'],
    ['ApproveTransaction'],
    ['Account'],
  ];
  for (const view of views) {
    portico.navigate(...view);
    await frame();
    await frame();
  }
  root.unmount();
  portico.destroy();
  host.remove();
  document.querySelector('[data-portico-modal]')?.remove();
}

const warm = warmUp();
window.scenarioNames = Object.keys(scenarios);
window.showScenario = async (name, mode, locale) => {
  const scenario = scenarios[name];
  if (!scenario) throw new Error(`gallery: no scenario ${name}`);
  await warm;
  try {
    await clear();
    resetRandom();
    await scenario(stage(mode));
  } catch (error) {
    // Beside the unit tests in CI, WalletSendPreview's fee has twice not shown within the wait (a timing not yet
    // understood, never seen alone): the scenario is built once more from scratch; a second miss fails the test.
    console.warn(`gallery: ${name} again after`, error);
    await clear();
    resetRandom();
    await scenario(stage(mode));
  }
  const portico = current?.portico;
  if (!portico) throw new Error(`gallery: ${name} started no Portico`);
  if (locale !== 'en') await portico.setLocale(locale);
  await waitFor(() => modalRoot()?.querySelector('[role="dialog"]'), 'dialog');
  await frame();
};
