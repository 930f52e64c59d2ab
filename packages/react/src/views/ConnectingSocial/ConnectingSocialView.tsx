import { connectingMessagePart, type PorticoState, translateText } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { SecureFrame } from '../shared/SecureFrame.js';
import { codeField, StepForm, stepStyles } from '../shared/StepForm.js';
import { socialProviderName } from '../shared/socialProviderName.js';
import { SocialIcon } from '../shared/socialProviders.js';

const selectSocial = (state: PorticoState) => state.embeddedWallet.social;

/**
 * §4 social login under way: the provider's window is open, then the code of the email wallet the login links to
 * (when the provider's verified email has one; the same code field as EmailLogin's), the recovery password (typed in the secure frame,
 * shown here: it never enters the page), or the failure with Retry (which opens the provider's window again).
 */
export function ConnectingSocialView() {
  const portico = usePorticoInstance();
  const t = useT(connectingMessagePart);
  const social = usePorticoState(selectSocial);
  const { provider } = social;
  if (!provider) return <div className="view center" />;
  const name = socialProviderName(provider);
  if (social.step === 'link') {
    return (
      <>
        <style>{stepStyles}</style>
        <StepForm
          loading={social.loading === true}
          error={social.error}
          heading={t('email.codeSentTo', { email: social.linkEmail ?? '' })}
          description={t('social.linkDescription', { name })}
          fields={[codeField]}
          onSubmit={({ code = '' }) => void portico.submitSocialLinkOtp(code)}
        >
          <button type="button" className="link-button" onClick={() => void portico.resendSocialLinkCode()}>
            {t('email.resend')}
          </button>
        </StepForm>
      </>
    );
  }
  if (social.step === 'recovery') {
    return (
      <div className="view stack">
        <SecureFrame
          label={social.recovery === 'unlock' ? t('email.recoveryUnlock') : t('email.recoveryChoose')}
        />
      </div>
    );
  }
  return (
    <div className="view center">
      <SocialIcon provider={provider} size={56} />
      {social.step === 'failed' ? (
        <>
          <p className="error-text" role="alert">
            {social.error && translateText(t, social.error)}
          </p>
          <button type="button" className="primary" onClick={() => void portico.connectSocial(provider)}>
            {t('common.retry')}
          </button>
        </>
      ) : (
        <div role="status">
          <p>{t('social.continueIn', { name })}</p>
          <p className="muted">{t('social.allowAccess')}</p>
        </div>
      )}
    </div>
  );
}
