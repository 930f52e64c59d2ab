import { selectSocialProviders } from '@portico/core';
import { lazy, Suspense, useEffect } from 'react';
import { useLogger } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { loadOnce } from '../shared/loadOnce.js';
import { socialRowsHeightPx } from './socialRows.js';

const socialLogins = loadOnce(() => import('./SocialLogins.js'));

/**
 * Loads the social buttons (with their brand marks) as soon as the project offers social login, so that Connect
 * usually paints them with its first frame; a dApp without social login never loads them.
 */
export function usePreloadSocialLogins(): void {
  const logger = useLogger();
  const offered = usePorticoState(selectSocialProviders).length > 0;
  useEffect(() => {
    if (offered)
      socialLogins
        .preload()
        .catch((error: unknown) =>
          logger.warn('The social login buttons did not preload; they load when shown', error),
        );
  }, [offered, logger]);
}

const LazySocialLogins = lazy(() =>
  socialLogins.preload().then((module) => ({ default: module.SocialLogins })),
);

/**
 * Connect's social logins: at once when loaded, else their space kept empty until they have loaded — the wallet rows
 * below never move under a click.
 */
export function SocialLoginsOnDemand({ disabled }: { disabled: boolean }) {
  const count = usePorticoState(selectSocialProviders).length;
  const loaded = socialLogins.loaded();
  if (loaded) return <loaded.SocialLogins disabled={disabled} />;
  return (
    <Suspense fallback={<div aria-hidden="true" style={{ height: socialRowsHeightPx(count) }} />}>
      <LazySocialLogins disabled={disabled} />
    </Suspense>
  );
}
