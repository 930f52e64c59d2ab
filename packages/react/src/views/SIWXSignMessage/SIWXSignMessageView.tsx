import { sessionMessagePart, translateText } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { richText } from '../shared/richText.js';
import { styles } from './styles.js';

/**
 * §4 sign-in: who asks (the dApp's name and icon), the message the wallet will sign, and Sign / Cancel. While the
 * wallet signs, Sign reads 'Authenticating...'; a failure shows under the message and Sign tries again.
 */
export function SIWXSignMessageView() {
  const portico = usePorticoInstance();
  const t = useT(sessionMessagePart);
  const { message, status, error } = usePorticoState((state) => state.siwx);
  const metadata = portico.options.metadata;
  const authenticating = status === 'authenticating';
  return (
    <div className="view stack siwx">
      <style>{styles}</style>
      <div className="siwx-dapp">
        {metadata?.icons[0] ? <img src={metadata.icons[0]} alt="" width={48} height={48} /> : null}
        <p>{richText(t('siwx.asks'), { app: <strong>{metadata?.name ?? t('siwx.thisApp')}</strong> })}</p>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (axe scrollable-region-focusable) */}
      <section aria-label={t('siwx.message')} className="siwx-message" tabIndex={0}>
        {message ? <pre>{message}</pre> : <p className="muted">{t('siwx.preparing')}</p>}
      </section>
      {error ? (
        <p className="error-text" role="alert">
          {translateText(t, error)}
        </p>
      ) : null}
      <div className="siwx-actions">
        <button type="button" className="secondary" onClick={() => void portico.cancelSignIn()}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={authenticating}
          aria-busy={authenticating}
          onClick={() => void portico.signIn()}
        >
          {authenticating ? t('siwx.authenticating') : t('siwx.sign')}
        </button>
      </div>
    </div>
  );
}
