import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupPortico, renderPortico } from '../../test/renderPortico.js';

afterEach(() => {
  cleanupPortico();
  vi.useRealTimers();
});

describe('Toast', () => {
  it('§9: a new toast replaces the shown one after the 150 ms re-show delay', () => {
    vi.useFakeTimers();
    const { portico, modal } = renderPortico({ embedded: true });
    const status = () => modal().getByRole('status').textContent;
    act(() => portico.showToast({ message: 'Address copied', variant: 'success' }));
    expect(status()).toBe('Address copied');

    act(() => portico.showToast({ message: 'Token Balance Unavailable', variant: 'error' }));
    expect(status()).toBe('');
    act(() => vi.advanceTimersByTime(149));
    expect(status()).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toBe('Token Balance Unavailable');

    act(() => portico.hideToast());
    expect(status()).toBe('');
  });
});
