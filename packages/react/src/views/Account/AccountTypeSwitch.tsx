import { type AccountTypeSwitchView, selectAccountTypeSwitch } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';

const typeLabels: Record<AccountTypeSwitchView['current'], string> = {
  eoa: 'EOA',
  smartAccount: 'Smart Account',
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
  const view = usePorticoState(selectAccountTypeSwitch, sameView);
  if (!view) return null;
  const { current, target, switching, error } = view;
  return (
    <section className="stack" aria-label="Account type">
      <div className="row">
        <span className="row-label">
          <span className="visually-hidden">Account type:</span> {typeLabels[current]}
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
            {switching ? 'Switching…' : `Switch to ${typeLabels[target]}`}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="error-text" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
