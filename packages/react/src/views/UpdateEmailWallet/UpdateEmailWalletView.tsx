import type { PorticoState } from '@portico/core';
import { connectingMessagePart } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { codeField, StepForm, stepStyles } from '../shared/StepForm.js';

const selectUpdate = (state: PorticoState) => state.embeddedWallet.update;

/** §2 UpdateEmailWallet: the new email, then the code sent to the current email, then the one sent to the new. */
export function UpdateEmailWalletView() {
  const portico = usePorticoInstance();
  const t = useT(connectingMessagePart);
  const update = usePorticoState(selectUpdate);
  const common = { loading: update.loading, error: update.error };
  return (
    <>
      <style>{stepStyles}</style>
      {update.step === 'newEmail' ? (
        <StepForm
          {...common}
          heading={t('email.enterNew')}
          fields={[{ name: 'email', label: 'email.newEmail', type: 'email', autoComplete: 'email' }]}
          onSubmit={({ email = '' }) => void portico.submitNewEmail(email)}
        />
      ) : null}
      {update.step === 'primaryOtp' ? (
        <StepForm
          {...common}
          heading={t('email.codeSentCurrent')}
          fields={[codeField]}
          onSubmit={({ code = '' }) => void portico.submitEmailUpdatePrimaryOtp(code)}
        />
      ) : null}
      {update.step === 'secondaryOtp' ? (
        <StepForm
          {...common}
          heading={t('email.codeSentTo', { email: update.newEmail ?? '' })}
          fields={[codeField]}
          onSubmit={({ code = '' }) => void portico.submitEmailUpdateSecondaryOtp(code)}
        />
      ) : null}
    </>
  );
}
