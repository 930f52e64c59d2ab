import { describe, expect, it } from 'vitest';
import { accountBalancePath, cloudPaths } from './cloudPaths.js';

describe('the balance path', () => {
  it('§7 puts the address in one path segment of /v1/account/{address}/balance', () => {
    expect(accountBalancePath('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(
      '/v1/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8/balance',
    );
    expect(accountBalancePath('a/b?c')).toBe('/v1/account/a%2Fb%3Fc/balance');
    expect(cloudPaths.accountBalance.replace(':address', 'x')).toBe(accountBalancePath('x'));
  });
});
