import { selectActiveAccount, selectDisplayBalance, truncateAddress } from '@portico/core';
import { useLogger, usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from '../hooks/usePorticoState.js';
import { avatarStyle, pageButtonStyle, secondaryTextStyle } from './styles.js';

export interface ConnectButtonProps {
  /** Text while disconnected. Default 'Connect Wallet'. */
  label?: string;
  /** Text while connecting. Default 'Connecting…'. */
  loadingLabel?: string;
}

/**
 * Opens the modal. Connected, it shows the account's name and avatar (§4 identity) or else its truncated address,
 * and the balance rounded down to 3 decimals.
 */
export function ConnectButton({
  label = 'Connect Wallet',
  loadingLabel = 'Connecting…',
}: ConnectButtonProps) {
  const portico = usePorticoInstance();
  const logger = useLogger();
  const account = usePorticoState(selectActiveAccount);
  const balance = usePorticoState((state) => selectDisplayBalance(state));
  const open = () => {
    portico.open().catch((error: unknown) => logger.error('Opening the modal failed', error));
  };
  if (account?.status === 'connected' && account.address) {
    return (
      <button type="button" style={pageButtonStyle} onClick={open}>
        {account.profileImage && (
          <img src={account.profileImage} alt="" width={24} height={24} style={avatarStyle} />
        )}
        <span>{account.profileName ?? truncateAddress(account.address)}</span>{' '}
        <span style={secondaryTextStyle}>
          {balance} {account.balanceSymbol}
        </span>
      </button>
    );
  }
  const busy = account?.status === 'connecting' || account?.status === 'reconnecting';
  return (
    <button type="button" style={pageButtonStyle} onClick={open} aria-busy={busy}>
      {busy ? loadingLabel : label}
    </button>
  );
}
