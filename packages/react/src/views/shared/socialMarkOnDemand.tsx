import { type SocialProvider, selectSocialProviders } from '@portico/core';
import { lazy, Suspense, useEffect } from 'react';
import { useLogger } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';

type MarksModule = typeof import('./socialProviders.js');

let loaded: MarksModule | undefined;
let loading: Promise<MarksModule> | undefined;

function preloadSocialMarks(): Promise<MarksModule> {
  loading ??= import('./socialProviders.js').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads the providers' brand marks as soon as the project offers social login, so that Connect usually paints them
 * with its first frame; a dApp without social login never loads them.
 */
export function usePreloadSocialMarks(): void {
  const logger = useLogger();
  const offered = usePorticoState(selectSocialProviders).length > 0;
  useEffect(() => {
    if (offered)
      preloadSocialMarks().catch((error: unknown) =>
        logger.warn('The social login marks did not preload; they load when shown', error),
      );
  }, [offered, logger]);
}

const LazySocialIcon = lazy(() => preloadSocialMarks().then((module) => ({ default: module.SocialIcon })));

/**
 * A provider's mark: at once when loaded, else in a box of its size until it has loaded — the buttons around it
 * never move.
 */
export function SocialMark({ provider, size }: { provider: SocialProvider; size: number }) {
  if (loaded) return <loaded.SocialIcon provider={provider} size={size} />;
  return (
    <Suspense
      fallback={<span className="social-icon" style={{ width: size, height: size }} aria-hidden="true" />}
    >
      <LazySocialIcon provider={provider} size={size} />
    </Suspense>
  );
}
