import { type SocialProvider, selectSocialProviders } from '@portico/core';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { SocialMark } from '../shared/socialMarkOnDemand.js';
import { socialProviderName } from '../shared/socialProviderName.js';

const socialLoginStyles = `
.socials { display: grid; grid-template-columns: repeat(auto-fit, minmax(48px, 1fr)); gap: 8px; }
.socials .row { justify-content: center; gap: 10px; }
.socials .first { grid-column: 1 / -1; }
.socials .icon-only { padding: 12px 0; }
.socials .social-icon { display: inline-block; flex: none; }
`;

/**
 * §2 Connect's social logins, in the order of the remote `socials` list: the first as a wide "Continue with …"
 * button, the others as their marks (loaded on demand, in boxes of their size meanwhile). A click opens the provider's
 * window at once (core's `connectSocial`).
 */
export function SocialLogins({ disabled }: { disabled: boolean }) {
  const portico = usePorticoInstance();
  const providers = usePorticoState(selectSocialProviders);
  const logIn = (provider: SocialProvider) => void portico.connectSocial(provider);
  return (
    <div className="socials">
      <style>{socialLoginStyles}</style>
      {providers.map((provider, index) => {
        const name = `Continue with ${socialProviderName(provider)}`;
        return index === 0 ? (
          <button
            key={provider}
            type="button"
            className="row first"
            disabled={disabled}
            onClick={() => logIn(provider)}
          >
            <SocialMark provider={provider} size={20} />
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
            <SocialMark provider={provider} size={20} />
          </button>
        );
      })}
    </div>
  );
}
