import type { EmbeddedWalletSource } from '../../domain/connectorSource/embeddedWalletSource.js';
import type { ResolvedFeatures } from '../../instance/features.js';
import type { Runtime } from '../../instance/runtime.js';
import { selectThemeVariables } from '../../modal/theme/selectors.js';
import type { AlertCode } from '../../shared/errors/alerts.js';
import { PorticoError } from '../../shared/errors/PorticoError.js';
import { isEmbeddedWalletEnabled } from '../rules/embeddedWalletEnabled.js';
import type { FrameStatus } from './embeddedWalletState.js';

/** §5 what decides the embedded wallet: the remote features and the project's allowed origins. */
export interface EmbeddedConditions {
  features: Pick<ResolvedFeatures, 'email' | 'socials'>;
  allowedOrigins: readonly string[];
}

export interface FrameLoaderEnv {
  rt: Runtime;
  source: EmbeddedWalletSource;
  /** The remote features once loaded and the allowed origins (GET /projects/v1/origins); none without a cloud. */
  conditions(): Promise<EmbeddedConditions | undefined>;
  /** The page's origin (`location.origin`), none outside a browser. */
  origin(): string | undefined;
  showAlert(code: AlertCode): void;
  /** The visitor had an embedded-wallet connection stored when the page loaded. */
  storedConnection: boolean;
  /** §7 `st` and `sv`, reported by the frame with the dApp's data. */
  sdk: { type: string; version: string };
}

export interface FrameLoader {
  /** Loads the frame once §5 allows it; resolves when it is ready, rejects when it is not allowed or fails. */
  frameReady(): Promise<void>;
}

/**
 * §5 embedded-wallet-enabled: the frame loads only when the remote features turn email or socials on and the
 * page's origin is allowed, and only once the visitor opens the modal or has a stored embedded-wallet
 * connection. After it loads, the frame follows the dApp's theme and data (§7). A load failure shows
 * 'Network Error - Could not load embedded wallet' and is tried again on the next opening.
 */
export function createFrameLoader(env: FrameLoaderEnv): FrameLoader {
  const { rt, source } = env;
  const { logger } = rt.options;
  let loading: Promise<void> | undefined;

  const setFrame = (frame: FrameStatus) =>
    rt.set((s) => ({ ...s, embeddedWallet: { ...s.embeddedWallet, frame } }));

  const decide = async () => {
    const conditions = await env.conditions();
    const origin = env.origin();
    return (
      !!conditions &&
      !!origin &&
      isEmbeddedWalletEnabled({ ...conditions.features, origin, allowedOrigins: conditions.allowedOrigins })
    );
  };

  const syncTheme = () => {
    const { theme, locale } = rt.get();
    source
      .syncTheme({
        themeMode: theme.mode,
        themeVariables: { ...selectThemeVariables(rt.get()) },
        locale: locale.locale,
      })
      .catch((error: unknown) => logger.error('Syncing the theme with the embedded wallet failed', error));
  };

  const load = async () => {
    // Asked again until the frame loads: the origins may be added, or the cloud reached, meanwhile.
    if (!(await decide())) throw new PorticoError('NO_AUTH_CONNECTOR');
    setFrame('loading');
    try {
      await source.load();
    } catch (error) {
      setFrame('failed');
      env.showAlert('EMBEDDED_WALLET_LOAD_FAILED');
      throw error;
    }
    setFrame('ready');
    const { options } = rt;
    syncTheme();
    source
      .syncDappData({
        metadata: options.metadata ?? { name: '', description: '', url: '', icons: [] },
        sdkType: env.sdk.type,
        sdkVersion: env.sdk.version,
        projectId: options.projectId,
      })
      .catch((error: unknown) =>
        logger.error('Syncing the dApp data with the embedded wallet failed', error),
      );
  };

  const frameReady = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const tryLoad = () =>
    void frameReady().catch((error: unknown) => logger.warn('The embedded wallet was not loaded', error));

  rt.store.subscribe(
    (state) => state.modal.open,
    (open) => open && tryLoad(),
  );
  const syncWhenReady = () => rt.get().embeddedWallet.frame === 'ready' && syncTheme();
  rt.store.subscribe((state) => state.theme, syncWhenReady);
  rt.store.subscribe((state) => state.locale, syncWhenReady);
  // This module may load after the modal opened.
  if (rt.get().modal.open || env.storedConnection) tryLoad();
  return { frameReady };
}
