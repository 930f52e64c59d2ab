import { connectingMessagePart, type PorticoState, translateText } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { EmailForm } from '../Connect/EmailForm.js';
import { SecureFrame } from '../shared/SecureFrame.js';
import { codeField, StepForm, stepStyles } from '../shared/StepForm.js';

const selectLogin = (state: PorticoState) => state.embeddedWallet.login;

/**
 * §2 EmailLogin: the step core is at (email, code, recovery password), its error, and Resend on the code step. The
 * recovery password is typed in the secure frame, shown here: it never enters the page.
 */
export function EmailLoginView() {
  const portico = usePorticoInstance();
  const t = useT(connectingMessagePart);
  const login = usePorticoState(selectLogin);
  const common = { loading: login.loading, error: login.error };
  return (
    <>
      <style>{stepStyles}</style>
      {login.step === 'email' ? (
        <div className="view stack">
          <EmailForm disabled={false} />
        </div>
      ) : null}
      {login.step === 'otp' ? (
        <StepForm
          {...common}
          heading={t('email.codeSentTo', { email: login.email ?? '' })}
          fields={[codeField]}
          onSubmit={({ code = '' }) => void portico.submitEmailOtp(code)}
        >
          <button type="button" className="link-button" onClick={() => void portico.resendEmailCode()}>
            {t('email.resend')}
          </button>
        </StepForm>
      ) : null}
      {login.step === 'recovery' ? (
        <div className="view stack">
          <SecureFrame
            label={login.recovery === 'unlock' ? t('email.recoveryUnlock') : t('email.recoveryChoose')}
          />
          {login.error ? (
            <p className="error-text" role="alert">
              {translateText(t, login.error)}
            </p>
          ) : null}
        </div>
      ) : null}
      {login.step === 'connected' ? (
        <div className="view center" role="status">
          <p>{t('email.connectedAs', { email: login.email ?? '' })}</p>
        </div>
      ) : null}
    </>
  );
}
