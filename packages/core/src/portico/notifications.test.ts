import { describe, expect, it } from 'vitest';
import { setupPortico } from './test/setupPortico.js';

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
