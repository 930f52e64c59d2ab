import { isSocialProvider } from '@portico/core';
import type { EmbeddedLoginMethod, EmbeddedUser } from '@portico/core/adapters';
import type { SuccessPayloads } from '../protocol/index.js';

/** The frame's GET_USER as core's User: a login method of a provider core does not know is left out. */
export function embeddedUser({ loginMethods, ...user }: SuccessPayloads['GET_USER']): EmbeddedUser {
  if (loginMethods === undefined) return user;
  return {
    ...user,
    loginMethods: loginMethods.flatMap((method): EmbeddedLoginMethod[] => {
      if (method.kind === 'email') return [method];
      const { provider } = method;
      return isSocialProvider(provider) || provider === 'farcaster' ? [{ ...method, provider }] : [];
    }),
  };
}
