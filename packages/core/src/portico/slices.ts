import { analyticsSlice } from '../cloud/analytics/analyticsSlice.js';
import { backendSlice } from '../cloud/backend/backendSlice.js';
import { featuresSlice } from '../cloud/remoteConfig/featuresSlice.js';
import { accountSlice } from '../connected/account/accountSlice.js';
import { accountTypeSlice } from '../connected/accountType/accountTypeSlice.js';
import { networkSlice } from '../connected/activeNetwork/networkSlice.js';
import { connectionSlice } from '../connected/connection/connectionSlice.js';
import { restoreSlice } from '../connected/connection/restoreSlice.js';
import { identitySlice } from '../connected/identity/identitySlice.js';
import { multiWalletSlice } from '../connected/multiWallet/multiWalletSlice.js';
import { siwxSlice } from '../connected/siwx/siwxSlice.js';
import { embeddedWalletSlice } from '../embeddedWallet/login/embeddedWalletSlice.js';
import type { Slice } from '../instance/slice.js';
import { alertsSlice } from '../modal/alerts/alertsSlice.js';
import { modalSlice } from '../modal/dialog/modalSlice.js';
import { legalSlice } from '../modal/legal/legalSlice.js';
import { localeSlice } from '../modal/locale/localeSlice.js';
import { themeSlice } from '../modal/theme/themeSlice.js';
import { activitySlice } from '../walletFeatures/activity/activitySlice.js';
import { callsStatusSlice } from '../walletFeatures/callsStatus/callsStatusSlice.js';
import { nftsSlice } from '../walletFeatures/nfts/nftsSlice.js';
import { onrampSlice } from '../walletFeatures/onramp/onrampSlice.js';
import { sendSlice } from '../walletFeatures/send/sendSlice.js';
import { swapSlice } from '../walletFeatures/swap/swapSlice.js';
import { tokenBalancesSlice } from '../walletFeatures/tokenBalances/tokenBalancesSlice.js';
import { connectorsSlice } from '../walletPicker/connectList/connectorsSlice.js';
import { walletListSlice } from '../walletPicker/walletList/walletListSlice.js';

/**
 * Every feature of an instance, in the order they are created: a slice reads the ports of the slices before it
 * when it is created (and any port later). A new feature is a folder with its slice, and one line here.
 */
export const slices: readonly Slice[] = [
  modalSlice,
  alertsSlice,
  themeSlice,
  localeSlice,
  legalSlice,
  connectorsSlice,
  accountSlice,
  connectionSlice,
  networkSlice,
  multiWalletSlice,
  restoreSlice,
  backendSlice,
  analyticsSlice,
  featuresSlice,
  siwxSlice,
  walletListSlice,
  tokenBalancesSlice,
  identitySlice,
  activitySlice,
  nftsSlice,
  callsStatusSlice,
  embeddedWalletSlice,
  accountTypeSlice,
  sendSlice,
  swapSlice,
  onrampSlice,
];
