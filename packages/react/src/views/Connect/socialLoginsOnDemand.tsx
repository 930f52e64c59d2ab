import { selectSocialProviders } from '@portico/core';
import { lazy, Suspense, useEffect } from 'react';
import { useLogger } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';

type SocialLoginsModule = typeof import('./SocialLogins.js');

let loaded: SocialLoginsModule | undefined;
let loading: Promise<SocialLoginsModule> | undefined;

function preloadSocialLogins(): Promise<SocialLoginsModule> {
  loading ??= import('./SocialLogins.js').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads the social buttons' code (their brand marks) as soon as the project offers social login, so that Connect
 * paints them with its first frame; a dApp without social login never loads it.
 */
export function usePreloadSocialLogins(): void {
  const logger = useLogger();
  const offered = usePorticoState(selectSocialProviders).length > 0;
  useEffect(() => {
    if (offered)
      preloadSocialLogins().catch((error: unknown) =>
        logger.warn('The social login buttons did not preload; they load when shown', error),
      );
  }, [offered, logger]);
}

const LazySocialLogins = lazy(() =>
  preloadSocialLogins().then((module) => ({ default: module.SocialLogins })),
);

/** Connect's social logins: at once when preloaded, else once their code has loaded. */
export function SocialLoginsOnDemand({ disabled }: { disabled: boolean }) {
  if (loaded) return <loaded.SocialLogins disabled={disabled} />;
  return (
    <Suspense fallback={null}>
      <LazySocialLogins disabled={disabled} />
    </Suspense>
  );
}
