import { describe, expect, it } from 'vitest';
import { assertReceiverAddress, isEvmName } from './sendReceiver.js';

const checksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('assertReceiverAddress: §5 address validity for the Send view', () => {
  it('takes a checksummed, an all-lowercase and an all-uppercase EVM address', () => {
    for (const address of [
      checksummed,
      checksummed.toLowerCase(),
      `0x${checksummed.slice(2).toUpperCase()}`,
    ]) {
      expect(() => assertReceiverAddress(address, 'eip155', 'Devnet')).not.toThrow();
    }
  });

  it('refuses a mixed-case address whose checksum is wrong', () => {
    const typo = checksummed.replace('C51812', 'c51812');
    expect(() => assertReceiverAddress(typo, 'eip155', 'Devnet')).toThrow('Invalid address checksum');
  });

  it('refuses what is no address of the namespace, naming the network', () => {
    expect(() => assertReceiverAddress('0x1234', 'eip155', 'Devnet')).toThrow('Enter a valid Devnet address');
    expect(() => assertReceiverAddress(checksummed, 'solana', 'Solana')).toThrow(
      'Enter a valid Solana address',
    );
    expect(() =>
      assertReceiverAddress('7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'solana', 'Solana'),
    ).not.toThrow();
  });
});

describe('isEvmName', () => {
  it('tells names from addresses', () => {
    expect(isEvmName('alice.portico.eth')).toBe(true);
    expect(isEvmName('vitalik.eth')).toBe(true);
    expect(isEvmName(checksummed)).toBe(false);
    expect(isEvmName('alice')).toBe(false);
    expect(isEvmName('alice .eth')).toBe(false);
    expect(isEvmName('.eth')).toBe(false);
  });
});
