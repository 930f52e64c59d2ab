import { type PorticoState, recoveryPasswordMinLength } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { EmailForm } from '../Connect/EmailForm.js';
import { codeField, StepForm, stepStyles } from '../shared/StepForm.js';

const selectLogin = (state: PorticoState) => state.embeddedWallet.login;

/** §2 EmailLogin: the step core is at (device, code, recovery password), its error, and Resend on the code step. */
export function EmailLoginView() {
  const portico = usePorticoInstance();
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
      {login.step === 'device' ? (
        <StepForm
          {...common}
          heading="Enter your recovery password"
          description="This device is new: your recovery password unlocks your wallet here."
          fields={[
            {
              name: 'password',
              label: 'Recovery password',
              type: 'password',
              autoComplete: 'current-password',
            },
          ]}
          onSubmit={({ password = '' }) => void portico.submitEmailDevice(password)}
        />
      ) : null}
      {login.step === 'otp' ? (
        <StepForm
          {...common}
          heading={`Enter the 6-digit code we sent to ${login.email}`}
          fields={[codeField]}
          onSubmit={({ code = '' }) => void portico.submitEmailOtp(code)}
        >
          <button type="button" className="link-button" onClick={() => void portico.resendEmailCode()}>
            Resend code
          </button>
        </StepForm>
      ) : null}
      {login.step === 'recovery' ? (
        <StepForm
          {...common}
          heading="Choose a recovery password"
          description={`At least ${recoveryPasswordMinLength} characters. You need it to use your wallet on a new device.`}
          fields={[
            { name: 'password', label: 'Recovery password', type: 'password', autoComplete: 'new-password' },
            {
              name: 'confirmation',
              label: 'Confirm recovery password',
              type: 'password',
              autoComplete: 'new-password',
            },
          ]}
          onSubmit={({ password = '', confirmation = '' }) =>
            void portico.submitRecoveryPassword(password, confirmation)
          }
        />
      ) : null}
      {login.step === 'connected' ? (
        <div className="view center" role="status">
          <p>Connected as {login.email}</p>
        </div>
      ) : null}
    </>
  );
}
