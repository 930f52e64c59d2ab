import { selectIsConnected, selectThemeVariables } from '@portico/core';
import { useEffect, useId } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { useLocale } from '../hooks/useLocale.js';
import { usePorticoState } from '../hooks/usePorticoState.js';
import { accountView } from '../views/Account/accountViewOnDemand.js';
import { usePreloadSocialLogins } from '../views/Connect/socialLoginsOnDemand.js';
import { CardContent } from './Card.js';
import { Dialog } from './Dialog.js';
import { ShadowHost } from './ShadowHost.js';
import { modalStyles } from './styles.js';
import { Toast } from './Toast/Toast.js';

/**
 * The modal in its shadow root: appended to the body (§2) unless appending is disabled or the modal is
 * embedded, in which case it sits where the provider renders it. Embedded, it is always shown, inline.
 */
export function PorticoModal() {
  const portico = usePorticoInstance();
  const { embedded, disableAppend, logger } = portico.options;
  const mode = usePorticoState((state) => state.theme.mode);
  const variables = usePorticoState(selectThemeVariables);
  const open = usePorticoState((state) => state.modal.open);
  const connected = usePorticoState(selectIsConnected);
  const { locale, dir } = useLocale();
  useEffect(() => {
    if (embedded || open || connected)
      // The view's code and its messages in the shown locale, so that it paints at once when shown.
      accountView
        .preload()
        .then((module) => portico.requireMessages(module.accountMessagePart))
        .catch((error: unknown) =>
          logger.warn('The Account view did not preload; it loads when shown', error),
        );
  }, [embedded, open, connected, logger, portico]);
  usePreloadSocialLogins();
  return (
    <ShadowHost append={!embedded && !disableAppend} variables={variables}>
      <style>{modalStyles}</style>
      <div className="root" data-theme={mode} lang={locale} dir={dir}>
        {embedded ? <EmbeddedPanel /> : open ? <Dialog /> : null}
        <Toast />
      </div>
    </ShadowHost>
  );
}

function EmbeddedPanel() {
  const titleId = useId();
  const { locale, dir } = useLocale();
  return (
    <section className="card" aria-labelledby={titleId} lang={locale} dir={dir}>
      <CardContent titleId={titleId} closable={false} />
    </section>
  );
}
