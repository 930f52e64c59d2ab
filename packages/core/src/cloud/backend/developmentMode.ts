const localHostnames = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

/**
 * The `development` option's default: the page is served from this machine (localhost, a loopback address or a
 * `*.localhost` name). `process.env.NODE_ENV` is not there in a browser without a bundler's help; the host is.
 * Outside a browser (Node, SSR) it is false.
 */
export function isDevelopmentHost(
  location: { hostname?: string } | undefined = (globalThis as { location?: { hostname?: string } }).location,
): boolean {
  const hostname = location?.hostname;
  if (!hostname) return false;
  return localHostnames.has(hostname) || hostname.endsWith('.localhost');
}
