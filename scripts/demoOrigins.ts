/** The demo's origin under both loopback names: the allowlist of the demo's Portico Cloud project. */
export function demoOrigins(demoUrl: string): string[] {
  const { port, protocol } = new URL(demoUrl);
  return [`${protocol}//127.0.0.1:${port}`, `${protocol}//localhost:${port}`];
}
