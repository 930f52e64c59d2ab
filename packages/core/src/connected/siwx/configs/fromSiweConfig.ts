import type { CaipNetworkId } from '../../../domain/caip/caipNetworkId.js';
import type { SIWEConfig, SIWXConfig } from '../types.js';
import { serverSiwx } from './serverSiwx.js';

const evmChainNumber = (chainId: CaipNetworkId) => Number(chainId.slice('eip155:'.length));

/** The older EVM-only `siweConfig` as a sign-in config: its server's nonce, message, verification and sign-out. */
export function fromSiweConfig(siwe: SIWEConfig): SIWXConfig {
  const { createMessage, getSession } = siwe;
  return serverSiwx(
    {
      getNonce: () => siwe.getNonce(),
      ...(createMessage
        ? {
            createMessage: ({ nonce, address, chainId, data }) =>
              createMessage({ nonce, address, chainId: evmChainNumber(chainId), data }),
          }
        : {}),
      verify: ({ message, signature }) => siwe.verifyMessage({ message, signature }),
      async signOut() {
        await siwe.signOut();
      },
      ...(getSession
        ? {
            async getSession() {
              const session = await getSession();
              return session && { address: session.address, chainId: `eip155:${session.chainId}` as const };
            },
          }
        : {}),
    },
    siwe,
  );
}
