import { describe, expect, it } from 'vitest';
import { trustProxy } from '../settings/settingType.js';
import { clientAddress, proxyTrust } from './trustedProxies.js';

describe('clientAddress', () => {
  const socket = '10.0.0.2';

  it('ignores X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddress(socket, '1.2.3.4, 5.6.7.8', proxyTrust(undefined))).toBe(socket);
    expect(clientAddress(socket, '1.2.3.4', proxyTrust(0))).toBe(socket);
    expect(clientAddress(socket, '1.2.3.4', proxyTrust([]))).toBe(socket);
  });

  it('with n hops, takes the address the n-th proxy saw, whatever the client wrote before it', () => {
    expect(clientAddress(socket, '1.2.3.4, 5.6.7.8', proxyTrust(1))).toBe('5.6.7.8');
    expect(clientAddress(socket, 'forged, 5.6.7.8', proxyTrust(1))).toBe('5.6.7.8');
    expect(clientAddress(socket, '1.2.3.4, 5.6.7.8, 9.9.9.9', proxyTrust(2))).toBe('5.6.7.8');
    expect(clientAddress(socket, ['1.2.3.4', '5.6.7.8'], proxyTrust(1))).toBe('5.6.7.8');
    // No header: the socket's address.
    expect(clientAddress(socket, undefined, proxyTrust(1))).toBe(socket);
  });

  it('with the proxies’ ranges, takes the first address from the right that is not one of them', () => {
    const trust = proxyTrust(['10.0.0.0/8', '192.168.1.7', 'fd00::/8']);
    expect(clientAddress(socket, '1.2.3.4, 5.6.7.8, 10.9.9.9', trust)).toBe('5.6.7.8');
    expect(clientAddress(socket, '1.2.3.4, 192.168.1.7', trust)).toBe('1.2.3.4');
    expect(clientAddress('::ffff:10.0.0.2', '5.6.7.8', trust)).toBe('5.6.7.8');
    expect(clientAddress('fd00::1', '5.6.7.8', trust)).toBe('5.6.7.8');
    // A socket that is not a trusted proxy: its own address, whatever the header says.
    expect(clientAddress('203.0.113.9', '5.6.7.8', trust)).toBe('203.0.113.9');
  });
});

describe('the --trust-proxy setting', () => {
  it('takes a hop count, or the proxies’ addresses and ranges', () => {
    expect(trustProxy.fromText('1')).toBe(1);
    expect(trustProxy.fromText('0')).toBe(0);
    expect(trustProxy.fromText('false')).toBe(0);
    expect(trustProxy.fromText('10.0.0.0/8, 192.168.1.7,::1')).toEqual(['10.0.0.0/8', '192.168.1.7', '::1']);
    expect(trustProxy.fromJson(2)).toBe(2);
    expect(trustProxy.fromJson(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(trustProxy.fromJson('172.16.0.0/12')).toEqual(['172.16.0.0/12']);
  });

  it.each([
    ['true', () => trustProxy.fromText('true')],
    ['yes', () => trustProxy.fromText('yes')],
    ['true in the config file', () => trustProxy.fromJson(true)],
  ])('refuses %s: it would trust any X-Forwarded-For', (_case, read) => {
    expect(read).toThrow(/trusting every X-Forwarded-For would let any client choose its address/);
  });

  it.each(['10.0.0.0/33', 'proxy.internal', '1.2.3', '10.0.0.0/8/8', ''])('refuses %j', (value) => {
    expect(() => trustProxy.fromText(value)).toThrow(/expects a hop count/);
  });
});
