import { act, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeHistoryClient, receivedUsdc } from '../../test/fakeHistoryClient.js';
import { FakeIntersectionObserver } from '../../test/fakeIntersectionObserver.js';
import { cleanupPortico, connectAndOpen, renderPortico } from '../../test/renderPortico.js';

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  cleanupPortico();
  vi.unstubAllGlobals();
});

const twoPages = () =>
  fakeHistoryClient({
    '': {
      data: [receivedUsdc('a', '2025-06-15T12:00:00Z'), receivedUsdc('b', '2025-05-02T12:00:00Z')],
      next: 'c2',
    },
    c2: { data: [receivedUsdc('c', '2024-12-31T12:00:00Z')], next: null },
  });

async function openActivity(cloud: ReturnType<typeof fakeHistoryClient>) {
  const rendered = renderPortico({ cloudUrl: 'https://cloud.test', createCloudClient: () => cloud.client });
  await connectAndOpen(rendered);
  await rendered.user.click(rendered.modal().getByRole('tab', { name: 'Activity' }));
  const panel = rendered.modal().getByRole('tabpanel', { name: 'Activity' });
  return { ...rendered, panel: within(panel) };
}

describe('the Activity tab [§5]', () => {
  it('[§5 display] shows the transactions by month, each with its operation, signed amount, truncated counterparty and relative time', async () => {
    const cloud = twoPages();
    const { panel } = await openActivity(cloud);
    const june = await panel.findByRole('list', { name: 'June 2025' });
    expect(panel.getByRole('heading', { name: 'June 2025' })).toBeTruthy();
    expect(panel.getByRole('heading', { name: 'May 2025' })).toBeTruthy();
    const [row] = within(june).getAllByRole('listitem');
    expect(row?.textContent).toContain('Receive');
    expect(row?.textContent).toContain('from 0x70…dc79C8');
    expect(row?.textContent).toContain('+10.000 USDC');
    expect(row?.textContent).toMatch(/\d+ (d|yrs?)/);
    expect(cloud.queries).toEqual([
      { address: expect.any(String), chainId: 'eip155:31337', cursor: undefined },
    ]);
  });

  it('[§5 amount-sign] + for receive, deposit, borrow and claim; - for withdraw, repay and burn; no sign otherwise', async () => {
    const operations = [
      'receive',
      'deposit',
      'borrow',
      'claim',
      'withdraw',
      'repay',
      'burn',
      'send',
      'trade',
    ];
    const data = operations.map((operationType, index) => {
      const transaction = receivedUsdc(
        operationType,
        `2025-06-${String(20 - index).padStart(2, '0')}T12:00:00Z`,
      );
      return { ...transaction, metadata: { ...transaction.metadata, operationType } };
    });
    const { panel } = await openActivity(fakeHistoryClient({ '': { data, next: null } }));
    const june = await panel.findByRole('list', { name: 'June 2025' });
    const amounts = within(june)
      .getAllByRole('listitem')
      .map((row) => /([+-]?)10\.000 USDC/.exec(row.textContent ?? '')?.[1]);
    expect(amounts).toEqual(['+', '+', '+', '+', '-', '-', '-', '', '']);
  });

  it('"Load more" loads the next page by its cursor; the button goes once the last page arrived', async () => {
    const cloud = twoPages();
    const { panel, user } = await openActivity(cloud);
    await user.click(await panel.findByRole('button', { name: 'Load more' }));
    expect(await panel.findByRole('heading', { name: 'December 2024' })).toBeTruthy();
    expect(cloud.queries.map((query) => query.cursor)).toEqual([undefined, 'c2']);
    expect(panel.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('the end of the list coming into view loads the next page', async () => {
    const cloud = twoPages();
    const { panel } = await openActivity(cloud);
    await panel.findByRole('button', { name: 'Load more' });
    act(() => FakeIntersectionObserver.showSentinel());
    expect(await panel.findByRole('heading', { name: 'December 2024' })).toBeTruthy();
  });

  it('is busy while loading, then says "No activity yet" when there is none', async () => {
    const cloud = fakeHistoryClient({ '': { data: [], next: null } });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answer = cloud.client.getAccountHistory;
    cloud.client.getAccountHistory = async (query) => {
      await held;
      return answer(query);
    };
    const { modal } = await openActivity(cloud);
    const panel = modal().getByRole('tabpanel', { name: 'Activity' });
    await waitFor(() => expect(panel.querySelector('.activity[aria-busy="true"]')).not.toBeNull());
    release();
    expect(await within(panel).findByText('No activity yet')).toBeTruthy();
    expect(panel.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
