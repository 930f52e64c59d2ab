import { ethereum } from '@portico/core';
import { act, type within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeConnector } from '../../test/fakeAdapter.js';
import { cleanupPortico, renderPortico, seriousViolations } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

const hash = `0x${'cd'.repeat(32)}`;

/** The batch's status line (a live region of its own, beside the modal's toast). */
async function statusLine(modal: () => ReturnType<typeof within>, text: string) {
  const line = await modal().findByText(text);
  expect(line.getAttribute('role')).toBe('status');
  return line;
}

/** The fake wallet connected on Ethereum (which has a block explorer). */
async function connected() {
  const page = renderPortico({ networks: [ethereum] });
  await act(() => page.portico.connect(fakeConnector.id));
  return page;
}

describe('CallsStatus (EIP-5792 wallet_showCallsStatus)', () => {
  it('shows a confirmed batch with a link to its transaction on the block explorer', async () => {
    const { portico, wallet, modal } = await connected();
    wallet.setCallsStatus({
      version: '2.0.0',
      id: '0xb1',
      chainId: '0x1',
      status: 200,
      atomic: true,
      receipts: [{ transactionHash: hash }],
    });
    await act(() => portico.showCallsStatus('0xb1'));
    const dialog = await modal().findByRole('dialog', { name: 'Transaction Status' });
    await statusLine(modal, 'Confirmed');
    const link = modal().getByRole('link', { name: /View transaction/ });
    expect(link.getAttribute('href')).toBe(`https://etherscan.io/tx/${hash}`);
    expect(dialog).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('a pending batch says so, busy', async () => {
    const { portico, wallet, modal } = await connected();
    wallet.setCallsStatus({ version: '2.0.0', id: '0xb1', chainId: '0x1', status: 100, atomic: true });
    await act(() => portico.showCallsStatus('0xb1'));
    const status = await statusLine(modal, 'Pending');
    expect(status.getAttribute('aria-busy')).toBe('true');
  });

  it('a failed batch says so; a status that cannot be read is announced with Retry', async () => {
    const { portico, wallet, modal, user } = await connected();
    wallet.setCallsStatus({
      version: '2.0.0',
      id: '0xb1',
      chainId: '0x1',
      status: 500,
      atomic: true,
      receipts: [{ transactionHash: hash }],
    });
    await act(() => portico.showCallsStatus('0xb1'));
    await statusLine(modal, 'Failed');
    expect(modal().getByRole('link', { name: /View transaction/ })).toBeTruthy();

    wallet.rejectNext({ code: 5730, message: 'Unknown bundle id' });
    await act(() => portico.showCallsStatus('0xb2'));
    expect((await modal().findByRole('alert')).textContent).toBe('Unknown bundle id');
    await user.click(modal().getByRole('button', { name: 'Retry' }));
    await statusLine(modal, 'Failed');
  });
});
