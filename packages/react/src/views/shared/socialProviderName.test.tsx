import { socialProviders } from '@portico/core';
import { describe, expect, it } from 'vitest';
import { socialProviderName } from './socialProviderName.js';

describe('socialProviderName', () => {
  it('names each provider as people know it', () => {
    expect([...socialProviders, 'farcaster' as const].map(socialProviderName)).toEqual([
      'Google',
      'GitHub',
      'Apple',
      'Facebook',
      'X',
      'Discord',
      'Farcaster',
    ]);
  });
});
