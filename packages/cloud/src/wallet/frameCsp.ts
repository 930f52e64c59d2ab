import { constants } from '@portico/core';

// What a CSP source may be after the conversion below; anything else (a stored pattern with odd characters)
// is left out rather than let into the header.
const safeSource = /^https?:\/\/(\*\.)?[a-z0-9.-]+(:(\d+|\*))?$/;

/**
 * A project origin pattern (DECISIONS "Origin check") as CSP frame-ancestors sources with the same meaning:
 * a full origin as it is; a bare host (`*.example.com`, `localhost:5173`) for http and https, any port
 * unless it names one.
 */
export function ancestorSources(pattern: string): string[] {
  const text = pattern.trim().replace(/\/$/, '').toLowerCase();
  const full = text.includes('://');
  const wildcard = /^(https?:\/\/)?\*\./.test(text);
  let url: URL;
  try {
    url = new URL(full ? text.replace('*.', 'x.') : `https://${text.replace('*.', 'x.')}`);
  } catch {
    return [];
  }
  const host = wildcard ? `*.${url.hostname.slice(2)}` : url.hostname;
  const sources = full
    ? [`${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`]
    : ['http:', 'https:'].map(
        (scheme) => `${scheme}//${host}:${/:\d+$/.test(text) ? url.port || '443' : '*'}`,
      );
  return sources.filter((source) => safeSource.test(source));
}

/**
 * The secure frame page's policy: its own scripts and styles only, calls to itself and the cloud, and framed
 * only by the project's pages — plus, in development (`developmentAncestors`), the §9 default ancestors
 * (localhost on any port, `*.vercel.app`, `*.pages.dev`, `*.netlify.app`). A project without allowed origins
 * outside development cannot be framed at all (`frame-ancestors 'none'`).
 */
export function frameCsp(
  cloudOrigin: string,
  allowedOrigins: readonly string[],
  developmentAncestors: boolean,
): string {
  const defaults = developmentAncestors ? constants.frame.defaultAncestors : [];
  const ancestors = [...new Set([...allowedOrigins.flatMap(ancestorSources), ...defaults])];
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `connect-src 'self' ${cloudOrigin}`,
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
