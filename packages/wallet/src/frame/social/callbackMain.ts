// The entry of `/social/callback` (frame/social/callback.html), the social login popup's last page.
import { runSocialCallbackPage } from './callbackPage.js';

const status = document.getElementById('status');
if (!status) throw new Error('The callback page has no status element');
runSocialCallbackPage(window as unknown as Parameters<typeof runSocialCallbackPage>[0], (text) => {
  status.textContent = text;
});
