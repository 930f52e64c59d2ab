/**
 * §5 "Origin allowlist check supports wildcard patterns" (DECISIONS "Origin check"). A pattern is
 * - a full origin, `https://app.example.com` or `http://localhost:5173`: scheme, host and port must
 *   all be equal (a default port may be written or left out);
 * - a bare host, `example.com` or `localhost:5173`: any http or https origin on that host, on any port
 *   unless the pattern names one (the host's owner controls all of its ports);
 * - either form with a leading `*.` label, `*.example.com` or `https://*.example.com`: any subdomain at
 *   any depth (`a.example.com`, `a.b.example.com`), as CSP host sources read, but not `example.com`
 *   itself, and never `a.example.com.evil.io` or `example.com.evil.io`.
 * Hosts are compared after WHATWG URL parsing: lower case, IDNA (a Cyrillic `а` becomes `xn--…`, so a
 * look-alike never equals the Latin name), percent-decoded. A trailing dot makes a different host. A
 * `*` anywhere else, a path, query, fragment or credentials make the pattern invalid; an invalid
 * pattern matches nothing.
 */
export function matchesOriginPattern(origin: string, pattern: string): boolean {
  const page = parseOrigin(origin);
  const rule = parsePattern(pattern);
  if (page === undefined || rule === undefined || page.hostname.includes('*')) return false;
  if (rule.protocol !== undefined && rule.protocol !== page.protocol) return false;
  if (rule.port !== undefined && rule.port !== effectivePort(page)) return false;
  return rule.subdomainsOf === undefined
    ? page.hostname === rule.hostname
    : page.hostname.endsWith(`.${rule.subdomainsOf}`);
}

interface OriginRule {
  /** Absent for a bare host: http and https both match. */
  protocol?: string;
  hostname: string;
  /** Set for `*.suffix` patterns. */
  subdomainsOf?: string;
  /** Absent when any port matches. */
  port?: string;
}

const schemeSeparator = '://';
const explicitPort = /:([0-9]+)\/?$/;

function parsePattern(pattern: string): OriginRule | undefined {
  const text = pattern.trim();
  const fullOrigin = text.includes(schemeSeparator);
  const url = parseOrigin(fullOrigin ? text : `https${schemeSeparator}${text}`);
  if (url === undefined) return undefined;
  const { hostname } = url;
  const subdomainsOf = hostname.startsWith('*.') ? hostname.slice(2) : undefined;
  if (subdomainsOf === '' || (subdomainsOf ?? hostname).includes('*')) return undefined;
  const barePort = explicitPort.exec(text)?.[1];
  return {
    hostname,
    ...(subdomainsOf === undefined ? {} : { subdomainsOf }),
    ...(fullOrigin ? { protocol: url.protocol, port: effectivePort(url) } : {}),
    ...(!fullOrigin && barePort !== undefined ? { port: String(Number(barePort)) } : {}),
  };
}

/** An http(s) URL that is nothing but an origin (an optional trailing `/` aside). */
function parseOrigin(text: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const originOnly = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return originOnly && (url.protocol === 'https:' || url.protocol === 'http:') ? url : undefined;
}

function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}
