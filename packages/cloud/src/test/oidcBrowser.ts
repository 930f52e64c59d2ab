/**
 * A browser's part against the local OpenID provider of `@portico/devnet`, over plain HTTP: cookies kept, redirects
 * followed one by one until a page of the provider (its HTML) or a URL under `stopAt` (the social callback).
 */
export function createOidcBrowser(stopAt: string) {
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
  const open = async (url: string, init?: RequestInit): Promise<{ url: URL; html: string }> => {
    let response = await request(url, init);
    let at = new URL(url);
    while (response.status >= 300 && response.status < 400) {
      at = new URL(response.headers.get('location') ?? '', at);
      if (at.href.startsWith(stopAt)) return { url: at, html: '' };
      response = await request(at.href);
    }
    return { url: at, html: await response.text() };
  };
  /** Submits the page's form with these fields. */
  const submit = (page: { url: URL; html: string }, form: Record<string, string>) => {
    const action = /<form method="post" action="([^"]+)"/.exec(page.html)?.[1];
    if (action === undefined) throw new Error(`No form on the page:\n${page.html}`);
    return open(new URL(action, page.url).href, { method: 'POST', body: new URLSearchParams(form) });
  };
  /** Signs `username` in at the login page and allows the consent: the callback URL with its code and state. */
  const logIn = async (authorizationUrl: string, username: string): Promise<URL> => {
    const loginPage = await open(authorizationUrl);
    const consentPage = await submit(loginPage, { username });
    // A consent already given in this browser is not asked again.
    if (consentPage.html === '') return consentPage.url;
    return (await submit(consentPage, { decision: 'allow' })).url;
  };
  return { logIn };
}
