/**
 * A visitor's browser against the local OpenID provider, over plain HTTP, for tests: cookies kept, redirects followed
 * one by one until a page of the provider (its HTML) or a URL under `stopAt` (the client's redirect URI).
 */
export function oidcBrowser(stopAt: string) {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(pair.slice(0, at));
      else cookies.set(pair.slice(0, at), value);
    }
    return response;
  };
  const open = async (
    url: string,
    init?: RequestInit,
  ): Promise<{ url: URL; html: string; status: number }> => {
    let response = await request(url, init);
    let at = new URL(url);
    while (response.status >= 300 && response.status < 400) {
      at = new URL(response.headers.get('location') ?? '', at);
      if (at.href.startsWith(stopAt)) return { url: at, html: '', status: response.status };
      response = await request(at.href);
    }
    return { url: at, html: await response.text(), status: response.status };
  };
  /** Posts `form` to `action`, a URL relative to the page at `url`. */
  const post = (url: URL, action: string, form: Record<string, string>) =>
    open(new URL(action, url).href, { method: 'POST', body: new URLSearchParams(form) });
  /** Submits the page's own form with these fields. */
  const submit = (page: { url: URL; html: string }, form: Record<string, string>) =>
    post(page.url, formAction(page.html), form);
  /** Signs `username` in at the login page and allows the consent: the redirect URI with its code and state. */
  const logIn = async (authorizationUrl: string, username: string): Promise<URL> => {
    const consentPage = await submit(await open(authorizationUrl), { username });
    // A consent already given in this browser is not asked again.
    if (consentPage.html === '') return consentPage.url;
    return (await submit(consentPage, { decision: 'allow' })).url;
  };
  return { open, post, logIn };
}

/** The action of the page's form (the provider's pages have one each). */
export function formAction(html: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (action === undefined) throw new Error(`No form on the page:\n${html}`);
  return action;
}
