import { accountSlice } from '../account/accountSlice.js';
import { activitySlice } from '../activity/activitySlice.js';
import { alertsSlice } from '../alerts/alertsSlice.js';
import { analyticsSlice } from '../analytics/analyticsSlice.js';
import { backendSlice } from '../backend/backendSlice.js';
import { connectionSlice } from '../connection/connectionSlice.js';
import { restoreSlice } from '../connection/restoreSlice.js';
import { connectorsSlice } from '../connectors/connectorsSlice.js';
import { embeddedWalletSlice } from '../embeddedWallet/embeddedWalletSlice.js';
import { identitySlice } from '../identity/identitySlice.js';
import type { Slice } from '../instance/slice.js';
import { legalSlice } from '../legal/legalSlice.js';
import { modalSlice } from '../modal/modalSlice.js';
import { multiWalletSlice } from '../multiWallet/multiWalletSlice.js';
import { networkSlice } from '../network/networkSlice.js';
import { nftsSlice } from '../nfts/nftsSlice.js';
import { featuresSlice } from '../remoteConfig/featuresSlice.js';
import { sendSlice } from '../send/sendSlice.js';
import { siwxSlice } from '../siwx/siwxSlice.js';
import { themeSlice } from '../theme/themeSlice.js';
import { tokenBalancesSlice } from '../tokenBalances/tokenBalancesSlice.js';
import { walletListSlice } from '../walletList/walletListSlice.js';

/**
 * Every feature of an instance, in the order they are created: a slice reads the ports of the slices before it
 * when it is created (and any port later). A new feature is a folder with its slice, and one line here.
 */
export const slices: readonly Slice[] = [
  modalSlice,
  alertsSlice,
  themeSlice,
  legalSlice,
  connectorsSlice,
  accountSlice,
  connectionSlice,
  networkSlice,
  multiWalletSlice,
  restoreSlice,
  siwxSlice,
  backendSlice,
  analyticsSlice,
  featuresSlice,
  walletListSlice,
  tokenBalancesSlice,
  identitySlice,
  activitySlice,
  nftsSlice,
  embeddedWalletSlice,
  sendSlice,
];
