import {
  type ConnectMethod,
  type PorticoState,
  selectConnectLocked,
  selectConnectMethods,
} from '@portico/core';
import { useId } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { useConnectList } from '../../derived/useConnectList.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { richText } from '../shared/richText.js';
import { SkeletonRows } from '../shared/SkeletonRows.js';
import { WalletList } from '../shared/WalletList.js';
import { EmailForm } from './EmailForm.js';
import { SocialLoginsOnDemand } from './socialLoginsOnDemand.js';
import { connectStyles } from './styles.js';

const selectFeatures = (state: PorticoState) => state.features;
const selectLegalAccepted = (state: PorticoState) => state.legal.accepted;
const selectFeaturesLoading = (state: PorticoState) => state.featuresLoading;
const selectRegistryLoading = (state: PorticoState) =>
  state.walletList.connectLoading && state.walletList.recommended.length === 0;

/**
 * §2 Connect: the connect methods in order (email, social, wallet) as core offers them; the wallet rows follow §9
 * (recent, injected, featured, custom, external, recommended). With the legal checkbox, the methods are disabled
 * until it is ticked (core's `selectConnectLocked`).
 */
export function ConnectView() {
  const portico = usePorticoInstance();
  const t = useT();
  const { termsConditionsUrl, privacyPolicyUrl } = portico.options;
  const features = usePorticoState(selectFeatures);
  const accepted = usePorticoState(selectLegalAccepted);
  const locked = usePorticoState(selectConnectLocked);
  const methods = usePorticoState(selectConnectMethods);
  // Busy until the project's features say which connect methods there are (email and social may still appear).
  const loading = usePorticoState(selectFeaturesLoading);
  return (
    <div className="view stack" aria-busy={loading}>
      <style>{connectStyles}</style>
      {features.legalCheckbox ? (
        <LegalCheckbox
          checked={accepted}
          onChange={portico.setLegalAccepted}
          termsUrl={termsConditionsUrl}
          privacyUrl={privacyPolicyUrl}
        />
      ) : null}
      {methods.map((method) => (
        <ConnectMethodSection key={method} method={method} locked={locked} />
      ))}
      {/* §3 branding (the `reownBranding` flag, on by default; a dApp or its project turns it off). */}
      {features.reownBranding ? <p className="branding">{t('connect.poweredBy')}</p> : null}
    </div>
  );
}

function ConnectMethodSection({ method, locked }: { method: ConnectMethod; locked: boolean }) {
  const portico = usePorticoInstance();
  const t = useT();
  const features = usePorticoState(selectFeatures);
  const wallets = useConnectList();
  const registryLoading = usePorticoState(selectRegistryLoading);
  if (method === 'email') return <EmailForm disabled={locked} />;
  if (method === 'social') return <SocialLoginsOnDemand disabled={locked} />;
  return (
    <>
      <WalletList items={wallets} disabled={locked} />
      {registryLoading ? <SkeletonRows count={2} /> : null}
      {features.allWallets ? (
        <button
          type="button"
          className="row"
          disabled={locked}
          onClick={() => portico.navigate('AllWallets')}
        >
          <span className="row-label">{t('connect.allWallets')}</span>
        </button>
      ) : null}
    </>
  );
}

interface LegalCheckboxProps {
  checked: boolean;
  onChange(checked: boolean): void;
  termsUrl: string | undefined;
  privacyUrl: string | undefined;
}

function LegalCheckbox({ checked, onChange, termsUrl, privacyUrl }: LegalCheckboxProps) {
  const id = useId();
  const t = useT();
  const terms = t('connect.terms');
  const privacy = t('connect.privacy');
  return (
    <div className="legal">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>
        {richText(t('connect.legalAgree'), {
          terms: termsUrl ? (
            <a href={termsUrl} target="_blank" rel="noreferrer">
              {terms}
            </a>
          ) : (
            terms
          ),
          privacy: privacyUrl ? (
            <a href={privacyUrl} target="_blank" rel="noreferrer">
              {privacy}
            </a>
          ) : (
            privacy
          ),
        })}
      </label>
    </div>
  );
}
