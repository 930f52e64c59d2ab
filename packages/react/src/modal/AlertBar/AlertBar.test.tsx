import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupPortico, renderPortico } from '../../test/renderPortico.js';

afterEach(cleanupPortico);

describe('AlertBar', () => {
  it('§8: shows the state alert in its short and long forms', async () => {
    const { portico, modal } = renderPortico({ projectId: '' });
    await act(() => portico.open());
    const alert = modal().getByRole('alert');
    expect(alert.querySelector('strong')?.textContent).toBe('Project ID Not Configured');
    expect(alert.querySelector('p')?.textContent).toBe(
      'A project id is required. Set the `projectId` option.',
    );
  });

  it('§8: Dismiss removes the alert', async () => {
    const { portico, user, modal } = renderPortico({ projectId: '' });
    await act(() => portico.open());
    await user.click(modal().getByRole('button', { name: 'Dismiss' }));
    expect(modal().queryByRole('alert')).toBeNull();
    expect(portico.getState().alerts.alert).toBeUndefined();
  });

  it('shows nothing without an alert', async () => {
    const { portico, modal } = renderPortico();
    await act(() => portico.open());
    expect(modal().queryByRole('alert')).toBeNull();
  });
});
