import { describe, expect, it } from 'vitest';
import type { OpenOptions, Route, ViewName } from '../dialog/types.js';
import { canClose } from './canClose.js';
import { backHistory, closedHistory, pushRoute } from './history.js';
import { type OpenContext, openRoute } from './openRoute.js';

const base: OpenContext = { manualWCControl: false, adapterCount: 1, connected: false, isMobile: false };
const r = (view: ViewName): Route => ({ view, data: undefined }) as Route;

describe('openRoute: the opening rules of §2, in order', () => {
  it.each<[string, OpenOptions | undefined, Partial<OpenContext>, ViewName]>([
    [
      '§2 rule 2: manual control on desktop',
      { view: 'Account' },
      { manualWCControl: true },
      'ConnectingWalletConnectBasic',
    ],
    [
      '§2 rule 2: manual control on mobile',
      undefined,
      { manualWCControl: true, isMobile: true },
      'AllWallets',
    ],
    [
      '§2 rule 2: no adapters, no address',
      { view: 'Swap' },
      { adapterCount: 0 },
      'ConnectingWalletConnectBasic',
    ],
    [
      '§2 rule 3: no adapters but connected → explicit view',
      { view: 'Swap' },
      { adapterCount: 0, connected: true },
      'Swap',
    ],
    ['§2 rule 3: explicit view wins over Account', { view: 'Networks' }, { connected: true }, 'Networks'],
    ['§2 rule 4: connected → Account', undefined, { connected: true }, 'Account'],
    ['§2 rule 5: otherwise Connect', {}, {}, 'Connect'],
  ])('%s', (_rule, options, context, view) => {
    expect(openRoute(options, { ...base, ...context }).view).toBe(view);
  });

  it('§2 rule 3: the view opens with its data', () => {
    const route = openRoute({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } }, base);
    expect(route).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } });
  });
});

describe('backHistory / closedHistory (§2)', () => {
  it.each<[string, ViewName[], boolean, ViewName[] | undefined]>([
    ['§2 back pops the history', ['Connect', 'AllWallets'], false, ['Connect']],
    ['§2 back at the first view closes', ['Account'], true, undefined],
    ['§2 back from Connect while connected shows Account', ['Account', 'Connect'], true, ['Account']],
    ['§2 back from the only Connect view while connected shows Account', ['Connect'], true, ['Account']],
    ['§2 back from the first Connect view closes when not connected', ['Connect'], false, undefined],
  ])('%s', (_rule, views, connected, expected) => {
    expect(backHistory(views.map(r), connected)).toEqual(expected?.map(r));
  });

  it.each<[string, boolean, boolean, ViewName]>([
    ['§2 close resets to Connect', false, true, 'Connect'],
    ['§2 embedded close, connected → Account', true, true, 'Account'],
    ['§2 embedded close, not connected → Connect', true, false, 'Connect'],
  ])('%s', (_rule, embedded, connected, view) => {
    expect(closedHistory(embedded, connected)).toEqual([r(view)]);
  });

  it('pushRoute pushes, or replaces the current view', () => {
    expect(pushRoute([r('Connect')], r('AllWallets'))).toEqual([r('Connect'), r('AllWallets')]);
    expect(pushRoute([r('Connect'), r('AllWallets')], r('Account'), true)).toEqual([
      r('Connect'),
      r('Account'),
    ]);
  });
});

describe('canClose (§2)', () => {
  it.each<[ViewName, boolean, boolean, boolean]>([
    ['SIWXSignMessage', true, false, false],
    ['ApproveTransaction', true, false, false],
    ['SIWXSignMessage', true, true, true],
    ['SIWXSignMessage', false, false, true],
    ['Account', true, false, true],
  ])('§2 %s, sign-in required %s, session %s → can close %s', (view, required, session, expected) => {
    expect(canClose(view, required, session)).toBe(expected);
  });
});
