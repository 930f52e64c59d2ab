import {
  createPortico,
  type Portico,
  type PorticoOptions,
  porticoDevnet,
  porticoTestnet,
} from '@portico/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { ConnectButton } from '../ConnectButton/ConnectButton.js';
import { NetworkButton } from '../NetworkButton/NetworkButton.js';
import { PorticoProvider } from '../PorticoProvider/PorticoProvider.js';
// A page preloads it with the modal's first open or the first connection: evaluated up front here, so that a
// test's next click finds it loaded, as a visitor's would.
import '../views/Account/AccountView.js';
import { createFakeAdapter, fakeConnector } from './fakeAdapter.js';

export const devnet = porticoDevnet(0);
export const testnet = porticoTestnet(0);

const instances: Portico[] = [];

/**
 * A Portico on the two devnet networks with one fake injected wallet. Its wallet registry is empty unless
 * `loadRegistrySnapshot` says otherwise, so the lists hold the fake wallet only. `cleanupPortico` destroys it.
 */
export function createTestPortico(options: Partial<PorticoOptions> = {}) {
  const wallet = createFakeAdapter();
  const portico = createPortico({
    projectId: 'test-project',
    networks: [devnet, testnet],
    adapters: [wallet.adapter],
    connectors: [wallet.source],
    enableReconnect: false,
    loadRegistrySnapshot: async () => [],
    ...options,
  });
  instances.push(portico);
  return { portico, wallet };
}

/** `createTestPortico`'s instance under PorticoProvider, with the page's two buttons unless `children` are given. */
export function renderPortico(options: Partial<PorticoOptions> = {}, children?: ReactNode) {
  const { portico, wallet } = createTestPortico(options);
  const user = userEvent.setup();
  const result = render(
    <PorticoProvider portico={portico}>
      {children ?? (
        <>
          <ConnectButton />
          <NetworkButton />
        </>
      )}
    </PorticoProvider>,
  );
  return { ...result, portico, wallet, user, modal: () => within(modalElement()) };
}

/** Connects the fake wallet without the modal, then opens the modal on Account. */
export async function connectAndOpen({
  portico,
  user,
}: Pick<ReturnType<typeof renderPortico>, 'portico' | 'user'>) {
  await act(() => portico.connect(fakeConnector.id));
  await user.click(screen.getByRole('button', { name: '0xf3…b92266 1.234 ETH' }));
}

/** The shadow root the modal renders into. */
export function modalRoot(): ShadowRoot {
  const root = document.querySelector('[data-portico-modal]')?.shadowRoot;
  if (!root) throw new Error('The modal host has no shadow root');
  return root;
}

/** The modal's outermost element inside the shadow root (Testing Library's async queries need an element). */
export function modalElement(): HTMLElement {
  const element = modalRoot().querySelector<HTMLElement>('.root');
  if (!element) throw new Error('The modal has not rendered');
  return element;
}

/** The focused element inside the modal's shadow root. */
export function focusedInModal(): Element | null {
  return modalRoot().activeElement;
}

/** Unmounts and stops every instance of the test. */
export function cleanupPortico() {
  cleanup();
  for (const portico of instances.splice(0)) portico.destroy();
  // A worker's files share one page: what a test stored (recent wallets, connections) must not reach the next file.
  localStorage.clear();
  sessionStorage.clear();
}

/** axe-core's serious and critical violations on the page, the modal's shadow root included. */
export async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { resultTypes: ['violations'] });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
