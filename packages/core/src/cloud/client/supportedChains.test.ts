import { describe, expect, it } from 'vitest';
import { createSupportedChains } from './supportedChains.js';

describe('createSupportedChains (§7)', () => {
  it('asks once and answers from the http list', async () => {
    let asked = 0;
    const chains = createSupportedChains({
      getSupportedChains: async () => {
        asked += 1;
        return { http: ['eip155:31337'], ws: ['eip155:1'] };
      },
    });
    expect(await chains.serves('eip155:31337')).toBe(true);
    expect(await chains.serves('eip155:1')).toBe(false);
    expect(asked).toBe(1);
  });

  it('a failed answer is asked again next time', async () => {
    const answers = [Promise.reject(new Error('down')), Promise.resolve({ http: ['eip155:1'], ws: [] })];
    const chains = createSupportedChains({ getSupportedChains: () => answers.shift() as never });
    await expect(chains.serves('eip155:1')).rejects.toThrow('down');
    expect(await chains.serves('eip155:1')).toBe(true);
  });

  it('an answer without an http list serves nothing', async () => {
    const chains = createSupportedChains({ getSupportedChains: async () => ({}) as never });
    expect(await chains.serves('eip155:1')).toBe(false);
  });
});
