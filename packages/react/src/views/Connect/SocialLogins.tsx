import { type SocialLoginProvider, selectSocialProviders } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { socialProviderName } from '../shared/socialProviderName.js';
import { SocialIcon } from '../shared/socialProviders.js';
import { socialGapPx, socialRowPx } from './socialRows.js';

// Rows of a fixed height (socialRows.ts): the space kept for them while this code loads is theirs exactly.
const socialLoginStyles = `
.socials { display: grid; grid-template-columns: repeat(auto-fit, minmax(44px, 1fr)); grid-auto-rows: ${socialRowPx}px; gap: ${socialGapPx}px; }
.socials .row { justify-content: center; gap: 10px; height: 100%; padding-block: 0; }
.socials .first { grid-column: 1 / -1; }
.socials .social-icon { flex: none; }
`;

/**
 * §2 Connect's social logins, in the order of the remote `socials` list: the first as a wide "Continue with …"
 * button, the others as their marks. A click opens the provider's window at once (core's `connectSocial`), or
 * for Farcaster its QR code view (`connectFarcaster`).
 */
export function SocialLogins({ disabled }: { disabled: boolean }) {
  const portico = usePorticoInstance();
  const t = useT();
  const providers = usePorticoState(selectSocialProviders);
  // Farcaster opens no window: its view shows the relay channel's QR code and link.
  const logIn = (provider: SocialLoginProvider) =>
    void (provider === 'farcaster' ? portico.connectFarcaster() : portico.connectSocial(provider));
  return (
    <div className="socials">
      <style>{socialLoginStyles}</style>
      {providers.map((provider, index) => {
        const name = t('connect.continueWith', { provider: socialProviderName(provider) });
        return index === 0 ? (
          <button
            key={provider}
            type="button"
            className="row first"
            disabled={disabled}
            onClick={() => logIn(provider)}
          >
            <SocialIcon provider={provider} size={20} />
            <span className="row-label">{name}</span>
          </button>
        ) : (
          <button
            key={provider}
            type="button"
            className="row icon-only"
            aria-label={name}
            title={name}
            disabled={disabled}
            onClick={() => logIn(provider)}
          >
            <SocialIcon provider={provider} size={20} />
          </button>
        );
      })}
    </div>
  );
}
