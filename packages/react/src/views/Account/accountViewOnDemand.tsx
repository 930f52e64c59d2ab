import { lazy } from 'react';
import { loadOnce } from '../shared/loadOnce.js';

/**
 * The Account view's code, loaded with the modal's first open or the first connection, whichever comes first, so
 * that it is there by the time the Account view is shown.
 */
export const accountView = loadOnce(() => import('./AccountView.js'));

const LazyAccountView = lazy(() => accountView.preload().then((module) => ({ default: module.AccountView })));

/** The Account view: painted at once when preloaded (as it is after a connection), else once it has loaded. */
export function AccountViewOnDemand() {
  const View = accountView.loaded()?.AccountView ?? LazyAccountView;
  return <View />;
}
