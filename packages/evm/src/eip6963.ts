import type { EIP1193Provider } from 'viem';

/** EIP-6963 provider info: what a wallet announces about itself. */
export interface AnnouncedWallet {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: EIP1193Provider;
}

const announceEvent = 'eip6963:announceProvider';
const requestEvent = 'eip6963:requestProvider';

/**
 * Listens for EIP-6963 announcements and asks the installed wallets to announce themselves. `onChange`
 * gets every wallet announced so far (one per rdns, the latest announcement wins) after each announcement.
 */
export function watchAnnouncedWallets(
  target: Window,
  onChange: (wallets: readonly AnnouncedWallet[]) => void,
): () => void {
  const byRdns = new Map<string, AnnouncedWallet>();
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<AnnouncedWallet>).detail;
    if (!detail?.info?.rdns || typeof detail.provider?.request !== 'function') return;
    byRdns.set(detail.info.rdns, detail);
    onChange([...byRdns.values()]);
  };
  target.addEventListener(announceEvent, onAnnounce);
  target.dispatchEvent(new Event(requestEvent));
  return () => target.removeEventListener(announceEvent, onAnnounce);
}
