import { constants } from '../../shared/constants.js';

/** The provider's login window, as social login drives it. */
export interface SocialPopup {
  navigate(url: string): void;
  closed(): boolean;
  close(): void;
}

type PopupHost = Pick<Window, 'open' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>;

/**
 * §4/§9: opens the 600×800 login window, centred on the page's window. It must run synchronously in the click's
 * handler (before any await), or the browser's pop-up blocker refuses it; undefined when it was refused. The
 * window starts blank and is pointed at the provider once the secure frame gave its URL. It keeps its opener: the
 * callback page reaches the secure frame through it.
 */
export function openSocialPopup(host: PopupHost | undefined = globalThis.window): SocialPopup | undefined {
  const { socialPopupWidthPx: width, socialPopupHeightPx: height } = constants.auth;
  if (!host) return undefined;
  const left = Math.round(host.screenX + (host.outerWidth - width) / 2);
  const top = Math.round(host.screenY + (host.outerHeight - height) / 2);
  // A new window each time (`_blank`): a named one is the same window for a login started again, and closing the
  // replaced login's window would close the new login's too.
  const popup = host.open('', '_blank', `popup,width=${width},height=${height},left=${left},top=${top}`);
  if (!popup) return undefined;
  return {
    navigate(url) {
      popup.location.href = url;
    },
    closed: () => popup.closed,
    close: () => popup.close(),
  };
}
