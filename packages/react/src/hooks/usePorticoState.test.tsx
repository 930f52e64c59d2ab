import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupPortico, renderPortico } from '../test/renderPortico.js';
import { usePorticoState } from './usePorticoState.js';

afterEach(cleanupPortico);

function ThemeModeProbe({ renders }: { renders: string[] }) {
  const mode = usePorticoState((state) => state.theme.mode);
  renders.push(mode);
  return <span>{mode}</span>;
}

function ObjectSelectorProbe({ renders }: { renders: string[] }) {
  const selected = usePorticoState(
    (state) => ({ mode: state.theme.mode }),
    (a, b) => a.mode === b.mode,
  );
  renders.push(selected.mode);
  return <span>{selected.mode}</span>;
}

function Orphan() {
  usePorticoState((state) => state.modal.open);
  return null;
}

describe('usePorticoState', () => {
  it.each([
    ['a plain slice', ThemeModeProbe],
    ['a new object compared by equals', ObjectSelectorProbe],
  ])('re-renders only when the slice it reads changes: %s', (_, Probe) => {
    const renders: string[] = [];
    const { portico } = renderPortico({ themeMode: 'light' }, <Probe renders={renders} />);
    expect(renders).toEqual(['light']);

    act(() => {
      portico.navigate('Networks');
      portico.showToast({ message: 'Address copied', variant: 'success' });
    });
    expect(renders).toEqual(['light']);

    act(() => portico.setThemeMode('dark'));
    expect(renders).toEqual(['light', 'dark']);
  });

  it('throws a clear error outside the provider', () => {
    expect(() => render(<Orphan />)).toThrow('inside <PorticoProvider>');
  });
});
