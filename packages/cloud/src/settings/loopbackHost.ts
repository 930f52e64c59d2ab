import { isIPv4 } from 'node:net';

/** 127.0.0.0/8, ::1 and localhost: only this machine reaches a listener there. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (bare === 'localhost' || bare === '::1' || bare === '0:0:0:0:0:0:0:1') return true;
  return isIPv4(bare) && bare.startsWith('127.');
}
