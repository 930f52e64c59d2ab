import {
  accountMessagePart,
  selectActiveAccount,
  selectAuthEmail,
  selectAuthSocialLogins,
  selectDisplayBalance,
  truncateAddress,
} from '@portico/core';
import { lazy, Suspense } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { CopyIcon, ExternalIcon } from '../../modal/icons/icons.js';
import { DisconnectButton } from '../shared/DisconnectButton.js';
import { socialProviderName } from '../shared/socialProviderName.js';
import { useCopyAddress } from '../shared/useCopyAddress.js';
import { AccountTabs } from './AccountTabs.js';
import { AccountTypeSwitch } from './AccountTypeSwitch.js';
import { Avatar } from './Avatar.js';
import { accountStyles } from './styles.js';

// The feature buttons follow the account's first paint (they load on demand, as the views they open do).
const WalletFeatures = lazy(() => import('./WalletFeatures.js').then((m) => ({ default: m.WalletFeatures })));

/** §2 Account: who is connected, the balance rounded down to 3 decimals, the network, and the actions. */
/** The part of the catalogue the Account view's messages are in (preloaded with the view: PorticoModal). */
export { accountMessagePart };

export function AccountView() {
  const portico = usePorticoInstance();
  const t = useT(accountMessagePart);
  const account = usePorticoState(selectActiveAccount);
  const balance = usePorticoState((state) => selectDisplayBalance(state));
  const multiWallet = usePorticoState((state) => state.features.multiWallet);
  const network = usePorticoState((state) => state.networks.activeCaipNetwork);
  const email = usePorticoState(selectAuthEmail);
  const socials = usePorticoState(selectAuthSocialLogins);
  const address = account?.address ?? '';
  const shownName = account?.profileName ?? truncateAddress(address);

  const copy = useCopyAddress(address);

  return (
    <div className="view stack">
      <style>{accountStyles}</style>
      <div className="center">
        <Avatar address={address} image={account?.profileImage} name={shownName} />
        <div className="address-line">
          <span className="address">{shownName}</span>
          <button type="button" className="icon-button" aria-label={t('common.copyAddress')} onClick={copy}>
            <CopyIcon />
          </button>
        </div>
        <p className="balance" aria-busy={account?.balanceLoading ?? false}>
          {balance} {account?.balanceSymbol ?? network.nativeCurrency.symbol}
        </p>
      </div>
      {email ? (
        <div className="row">
          <span className="row-label">{email}</span>
          <button type="button" className="secondary" onClick={portico.startEmailUpdate}>
            {t('account.updateEmail')}
          </button>
        </div>
      ) : null}
      {socials.map((social) => (
        <div className="row" key={social.provider}>
          <span className="row-label">
            {socialProviderName(social.provider)}
            {social.username ? ` · ${social.username}` : ''}
          </span>
          <span className="muted">{t('account.login')}</span>
        </div>
      ))}
      <AccountTypeSwitch />
      <button type="button" className="row" onClick={() => portico.navigate('Networks')}>
        <span className="row-label">
          <span className="visually-hidden">{t('account.network')}</span> {network.name}
        </span>
      </button>
      {account?.addressExplorerUrl ? (
        <a className="row" href={account.addressExplorerUrl} target="_blank" rel="noreferrer">
          <span className="row-label">{t('account.blockExplorer')}</span>
          <ExternalIcon />
        </a>
      ) : null}
      <Suspense fallback={null}>
        <WalletFeatures />
      </Suspense>
      {multiWallet ? (
        <button type="button" className="row" onClick={() => portico.navigate('ProfileWallets')}>
          <span className="row-label">{t('account.connectedWallets')}</span>
        </button>
      ) : null}
      <AccountTabs />
      <DisconnectButton />
    </div>
  );
}
