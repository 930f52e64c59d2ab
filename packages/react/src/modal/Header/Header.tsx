import { selectCanGoBack, selectCloseDisabled } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { BackIcon, CloseIcon } from '../icons/icons.js';
import { viewTitle } from './viewTitle.js';

/** Back, the view's title (the dialog's accessible name) and Close. */
export function Header({ titleId, closable }: { titleId: string; closable: boolean }) {
  const portico = usePorticoInstance();
  const t = useT();
  const title = usePorticoState((state) => viewTitle(state, t));
  const canGoBack = usePorticoState(selectCanGoBack);
  const closeDisabled = usePorticoState(selectCloseDisabled);
  return (
    <div className="header">
      {canGoBack ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('modal.back')}
          onClick={() => portico.back()}
        >
          <BackIcon />
        </button>
      ) : (
        <span className="header-spacer" />
      )}
      <h2 id={titleId} key={title}>
        {title}
      </h2>
      {closable ? (
        <button
          type="button"
          className="icon-button"
          aria-label={t('modal.close')}
          disabled={closeDisabled}
          onClick={() => portico.close()}
        >
          <CloseIcon />
        </button>
      ) : (
        <span className="header-spacer" />
      )}
    </div>
  );
}
