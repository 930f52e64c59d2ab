import { describe, expect, it } from 'vitest';
import { parseStack } from './stack.js';

const minimal = { version: 1, chains: [], accounts: [] };

describe('parseStack', () => {
  it('keeps the cloud and relay URLs when present, and leaves them out when absent', () => {
    const urls = {
      cloudUrl: 'http://127.0.0.1:4100',
      relayUrl: 'ws://127.0.0.1:4100/relay',
      projectId: 'portico-demo',
    };
    expect(parseStack({ ...minimal, ...urls })).toEqual({ ...minimal, ...urls });
    expect(parseStack(minimal)).toEqual(minimal);
  });

  it('names a relay URL that is not a non-empty string', () => {
    expect(() => parseStack({ ...minimal, relayUrl: 4100 })).toThrow(
      'Invalid stack file: stack.relayUrl must be a non-empty string',
    );
  });
});
