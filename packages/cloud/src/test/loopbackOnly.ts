/**
 * Makes `fetch` refuse every host but loopback for the rest of the test file and records what was refused:
 * a test of a wallet SDK (WalletConnect's verify, pulse, rpc fallbacks) asserts no hosted call was tried.
 */
export function loopbackOnly(): { refused: string[] } {
  const refused: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
      refused.push(url.href);
      return Promise.reject(new TypeError(`Test refused a non-loopback request: ${url.href}`));
    }
    return original(input, init);
  };
  return { refused };
}
