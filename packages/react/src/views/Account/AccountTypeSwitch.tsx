import {
  type AccountTypeSwitchView,
  accountMessagePart,
  type MessageKey,
  selectAccountTypeSwitch,
  translateText,
} from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';

const typeLabels: Record<AccountTypeSwitchView['current'], MessageKey> = {
  eoa: 'account.eoa',
  smartAccount: 'account.smartAccount',
};

const sameView = (a: AccountTypeSwitchView | undefined, b: AccountTypeSwitchView | undefined) =>
  a === b ||
  (!!a &&
    !!b &&
    a.current === b.current &&
    a.target === b.target &&
    a.switching === b.switching &&
    a.error === b.error);

/**
 * §4 "Account type": the account type in use and, when core's rule offers one, the switch to the other type. The
 * button stays in place (and keeps focus) while the switch runs; a failure is announced under it.
 */
export function AccountTypeSwitch() {
  const portico = usePorticoInstance();
  const t = useT(accountMessagePart);
  const view = usePorticoState(selectAccountTypeSwitch, sameView);
  if (!view) return null;
  const { current, target, switching, error } = view;
  return (
    <section className="stack" aria-label={t('account.type')}>
      <div className="row">
        <span className="row-label">
          <span className="visually-hidden">{t('account.typeIs')}</span> {t(typeLabels[current])}
        </span>
        {target ? (
          <button
            type="button"
            className="secondary"
            aria-disabled={switching}
            aria-busy={switching}
            onClick={() => {
              if (!switching) void portico.setPreferredAccountType(target);
            }}
          >
            {switching ? t('account.switching') : t('account.switchTo', { type: t(typeLabels[target]) })}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="error-text" role="alert">
          {translateText(t, error)}
        </p>
      ) : null}
    </section>
  );
}
