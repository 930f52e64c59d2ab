import { describe, expect, it } from 'vitest';
import type { SiwxClient } from '../../../cloud/client/siwxClient.js';
import type { SiwxSession } from '../../../cloud/wire/siwx.js';
import { createStorage } from '../../../instance/storage/storage.js';
import { memoryStorage } from '../../../portico/test/memoryStorage.js';
import { cloudSiwx } from './cloudSiwx.js';

/** A cloud client that signs every message in as a new session and records revocations. */
function recordingClient() {
  const revoked: { address: string; pci: string; signature: string }[] = [];
  let count = 0;
  const client: SiwxClient = {
    getSiwxNonce: async () => ({ nonce: 'abcdefgh1', expiresAt: '' }),
    async createSiwxSession({ message, signature }) {
      const id = `s${++count}`;
      const session: SiwxSession = {
        id,
        data: {
          accountAddress: `0x${id}`,
          chainId: 'eip155:1',
          domain: 'd',
          uri: 'u',
          version: '1',
          nonce: 'abcdefgh1',
        },
        message,
        signature,
        expiresAt: '',
      };
      return { session, token: `token-${id}` };
    },
    getSiwxSessions: async () => ({ sessions: [] }),
    async revokeSiwxSession(address, body) {
      revoked.push({ address, ...body });
    },
  };
  return { client, revoked };
}

describe('Portico Cloud sign-in config: setSessions', () => {
  it('keeps exactly the sessions given; a held one left out is revoked at the cloud with its token', async () => {
    const { client, revoked } = recordingClient();
    const config = cloudSiwx(client, createStorage(memoryStorage()), {});
    const data = {
      accountAddress: '0xa',
      chainId: 'eip155:1' as const,
      domain: 'd',
      uri: 'u',
      version: '1' as const,
      nonce: 'abcdefgh1',
      issuedAt: '',
    };
    const first = await config.addSession({ data, message: 'm1', signature: '0x1' });
    const second = await config.addSession({
      data: { ...data, accountAddress: '0xb' },
      message: 'm2',
      signature: '0x2',
    });
    await config.setSessions(second ? [second] : []);
    expect(revoked).toEqual([{ address: '0xa', pci: first?.id, signature: 'token-s1' }]);
    await config.setSessions([]);
    expect(revoked.map((r) => r.pci)).toEqual(['s1', 's2']);
  });
});
