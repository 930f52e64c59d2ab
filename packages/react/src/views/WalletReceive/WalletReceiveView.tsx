import { selectActiveAccount, sendMessagePart } from '@portico/core';
import { usePorticoState } from '../../hooks/usePorticoState.js';
import { useT } from '../../hooks/useT.js';
import { CopyIcon } from '../../modal/icons/icons.js';
import { QrCode } from '../shared/QrCode.js';
import { useCopyAddress } from '../shared/useCopyAddress.js';
import { receiveStyles } from './styles.js';

/** Receive: the active account's address as text and QR code, a copy button, and the networks it is valid on. */
export function WalletReceiveView() {
  const t = useT(sendMessagePart);
  const address = usePorticoState((state) => selectActiveAccount(state)?.address ?? '');
  const namespace = usePorticoState((state) => state.connection.activeNamespace);
  const networks = usePorticoState((state) => state.networks.networks);
  const valid = networks.filter((network) => network.chainNamespace === namespace);

  const copy = useCopyAddress(address);

  return (
    <div className="view center">
      <style>{receiveStyles}</style>
      <QrCode value={address} label={t('receive.qrLabel')} />
      <p className="receive-address">{address}</p>
      <button type="button" className="secondary" onClick={copy}>
        <CopyIcon /> {t('common.copyAddress')}
      </button>
      <p className="muted" id="receive-networks">
        {t('receive.networks')}
      </p>
      <ul className="network-names" aria-labelledby="receive-networks">
        {valid.map((network) => (
          <li key={network.caipNetworkId}>{network.name}</li>
        ))}
      </ul>
    </div>
  );
}
