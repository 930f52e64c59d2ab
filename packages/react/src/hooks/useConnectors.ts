import {
  type ConnectListItem,
  type ConnectMethod,
  type SocialLoginProvider,
  selectConnectMethods,
  selectSocialProviders,
} from '@portico/core';
import { useConnectList } from '../derived/useConnectList.js';
import { usePorticoState } from './usePorticoState.js';

export interface UseConnectorsResult {
  /** §2 the ways to connect offered, in order ('email', 'social', 'wallet'). */
  methods: readonly ConnectMethod[];
  /** The social logins offered (Farcaster among them), in the order the `socials` feature lists them. */
  socialProviders: readonly SocialLoginProvider[];
  /** The Connect view's wallets in the §9 order: installed, recent, custom, featured and recommended ones. */
  wallets: readonly ConnectListItem[];
}

/** What the Connect view lists: the connect methods, the social logins and the wallets. */
export function useConnectors(): UseConnectorsResult {
  const methods = usePorticoState(selectConnectMethods);
  const socialProviders = usePorticoState(selectSocialProviders);
  const wallets = useConnectList();
  return { methods, socialProviders, wallets };
}
