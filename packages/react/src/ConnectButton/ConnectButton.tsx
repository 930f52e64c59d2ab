import { type ConnectButtonState, selectConnectButton } from '@portico/core';
import type { ReactNode } from 'react';
import { useLogger, usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from '../hooks/usePorticoState.js';
import { useT } from '../hooks/useT.js';
import { avatarStyle, secondaryTextStyle } from './styles.js';
import { usePageButtonStyle } from './usePageButtonStyle.js';

/** What a custom connect button is rendered from: what the button shows, and the modal's ways in. */
export interface ConnectButtonRenderProps extends ConnectButtonState {
  /** Opens the modal as `ConnectButton` does: Connect, or Account once connected. */
  open(): void;
  /** Opens the network choice. */
  openNetworks(): void;
}

export interface ConnectButtonProps {
  /** Text while disconnected. Default 'Connect Wallet', in the modal's locale. */
  label?: string;
  /** Text while connecting. Default 'Connecting…', in the modal's locale. */
  loadingLabel?: string;
  /** A button of the dApp's own (RainbowKit's `ConnectButton.Custom` habit): rendered from the button's state. */
  children?: (button: ConnectButtonRenderProps) => ReactNode;
}

/**
 * Opens the modal. Connected, it shows the account's name and avatar (§4 identity) or else its truncated address,
 * and the balance rounded down to 3 decimals. With a render function as its child, the dApp draws the button.
 */
export function ConnectButton({ label, loadingLabel, children }: ConnectButtonProps) {
  const portico = usePorticoInstance();
  const logger = useLogger();
  const t = useT();
  const button = usePorticoState(selectConnectButton);
  const pageButtonStyle = usePageButtonStyle();
  const opening = (view?: 'Networks') => () => {
    (view ? portico.open({ view }) : portico.open()).catch((error: unknown) =>
      logger.error('Opening the modal failed', error),
    );
  };
  const open = opening();
  if (children) return <>{children({ ...button, open, openNetworks: opening('Networks') })}</>;
  const { account } = button;
  if (account) {
    return (
      <button type="button" style={pageButtonStyle} onClick={open}>
        {account.avatar && <img src={account.avatar} alt="" width={24} height={24} style={avatarStyle} />}
        <span>{account.displayName}</span>{' '}
        <span style={secondaryTextStyle}>
          {account.balance} {account.balanceSymbol}
        </span>
      </button>
    );
  }
  const busy = button.status === 'connecting';
  return (
    <button type="button" style={pageButtonStyle} onClick={open} aria-busy={busy}>
      {busy ? (loadingLabel ?? t('common.connecting')) : (label ?? t('common.connectButton'))}
    </button>
  );
}
