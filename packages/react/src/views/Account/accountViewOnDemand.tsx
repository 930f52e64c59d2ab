import { lazy } from 'react';

type AccountViewModule = typeof import('./AccountView.js');

let loaded: AccountViewModule | undefined;
let loading: Promise<AccountViewModule> | undefined;

/**
 * Loads the Account view's code, once: with the modal's first open or the first connection, whichever comes
 * first, so that it is there by the time the Account view is shown. A failed load is tried again next time.
 */
export function preloadAccountView(): Promise<AccountViewModule> {
  loading ??= import('./AccountView.js').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const LazyAccountView = lazy(() => preloadAccountView().then((module) => ({ default: module.AccountView })));

/** The Account view: painted at once when preloaded (as it is after a connection), else once it has loaded. */
export function AccountViewOnDemand() {
  const View = loaded?.AccountView ?? LazyAccountView;
  return <View />;
}
