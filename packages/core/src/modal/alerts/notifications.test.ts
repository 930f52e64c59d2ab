import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupPortico } from '../../portico/test/setupPortico.js';
import { constants } from '../../shared/constants.js';

describe('dismissAlert (§8 alerts)', () => {
  it("§8 removes the shown alert ('Project ID Not Configured')", async () => {
    const { portico } = await setupPortico({ projectId: '' });
    expect(portico.getState().alerts.alert?.shortMessage).toBe('Project ID Not Configured');
    portico.dismissAlert();
    expect(portico.getState().alerts.alert).toBeUndefined();
  });

  it('keeps the toast, and does nothing without an alert', async () => {
    const { portico } = await setupPortico();
    portico.showToast({ message: 'Address copied', variant: 'success' });
    const before = portico.getState();
    portico.dismissAlert();
    expect(portico.getState()).toBe(before);
    expect(portico.getState().alerts.toast?.message).toBe('Address copied');
  });
});

describe('toast autoClose (§3 Notification message)', () => {
  const closeMs = constants.modal.toastAutoCloseMs;

  afterEach(() => {
    vi.useRealTimers();
  });

  async function withFakeTimers() {
    const setup = await setupPortico();
    vi.useFakeTimers();
    return setup;
  }

  it('an autoClose toast (the default) hides itself after toastAutoCloseMs', async () => {
    const { portico } = await withFakeTimers();
    portico.showToast({ message: 'Address copied', variant: 'success' });
    vi.advanceTimersByTime(closeMs - 1);
    expect(portico.getState().alerts.toast).toMatchObject({ message: 'Address copied', open: true });
    vi.advanceTimersByTime(1);
    expect(portico.getState().alerts.toast).toMatchObject({ message: 'Address copied', open: false });
  });

  it('a toast with autoClose false stays', async () => {
    const { portico } = await withFakeTimers();
    portico.showToast({ message: 'Waiting for the wallet', variant: 'loading', autoClose: false });
    vi.advanceTimersByTime(closeMs * 10);
    expect(portico.getState().alerts.toast).toMatchObject({ autoClose: false, open: true });
  });

  it('a newer toast resets the timer: it gets its full time once shown', async () => {
    const { portico } = await withFakeTimers();
    const reshowMs = constants.modal.toastReshowDelayMs;
    portico.showToast({ message: 'one', variant: 'success' });
    vi.advanceTimersByTime(closeMs - 100);
    portico.showToast({ message: 'two', variant: 'success' });
    vi.advanceTimersByTime(reshowMs);
    expect(portico.getState().alerts.toast).toMatchObject({ message: 'two', open: true });
    // The first toast's timer falls due here; it must not hide the second.
    vi.advanceTimersByTime(closeMs - 1);
    expect(portico.getState().alerts.toast).toMatchObject({ message: 'two', open: true });
    vi.advanceTimersByTime(1);
    expect(portico.getState().alerts.toast).toMatchObject({ message: 'two', open: false });
  });

  it('a newer toast during the re-show wait wins over the one it replaced', async () => {
    const { portico } = await withFakeTimers();
    portico.showToast({ message: 'one', variant: 'success' });
    portico.showToast({ message: 'two', variant: 'success' });
    portico.showToast({ message: 'three', variant: 'success' });
    vi.advanceTimersByTime(constants.modal.toastReshowDelayMs);
    expect(portico.getState().alerts.toast).toMatchObject({ message: 'three', open: true });
  });

  it('destroying the instance cancels the pending hide', async () => {
    const { portico } = await withFakeTimers();
    portico.showToast({ message: 'Address copied', variant: 'success' });
    const shown = portico.getState();
    portico.destroy();
    vi.advanceTimersByTime(closeMs);
    expect(portico.getState().alerts.toast).toBe(shown.alerts.toast);
  });
});
