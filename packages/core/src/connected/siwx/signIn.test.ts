import { describe, expect, it } from 'vitest';
import { recordingLogger } from '../../portico/test/recordingLogger.js';
import { metamask, setupPortico } from '../../portico/test/setupPortico.js';
import type { SIWXConfig, SIWXSession } from './types.js';

const session: SIWXSession = {
  data: { accountAddress: '0xa11ce', chainId: 'eip155:31337' },
  message: 'Sign in',
  signature: '0x5',
};
const siwx = (required: boolean, sessions: SIWXSession[] = []): SIWXConfig => ({
  getRequired: () => required,
  getSessions: async () => sessions,
});

describe('leaving SIWXSignMessage (§4 sign-in)', () => {
  it('§4 with sign-in required and no session, going back disconnects the wallet; the modal stays open', async () => {
    const { portico, evm } = await setupPortico({ siwx: siwx(true) });
    await portico.open();
    await portico.connect(metamask.id);
    expect(portico.getState().router.view).toBe('SIWXSignMessage');
    portico.back();
    await expect.poll(() => portico.getState().accounts.eip155?.status).toBe('disconnected');
    expect(evm.calls).toContain('disconnect:io.metamask');
    expect(portico.getState().modal.open).toBe(true);
    expect(portico.getState().router.view).toBe('Connect');
  });

  it.each<[string, SIWXConfig]>([
    ['§4 sign-in not required', siwx(false)],
    ['§4 a session exists', siwx(true, [session])],
  ])('%s: leaving keeps the wallet connected', async (_rule, config) => {
    const { portico, evm } = await setupPortico({ siwx: config });
    await portico.connect(metamask.id);
    await portico.open({ view: 'SIWXSignMessage' });
    portico.navigate('Account');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(evm.calls.some((call) => call.startsWith('disconnect'))).toBe(false);
    expect(portico.getState().accounts.eip155?.status).toBe('connected');
  });

  it('not connected, leaving does nothing; moving within the view does nothing', async () => {
    const { portico, evm } = await setupPortico({ siwx: siwx(true) });
    await portico.open({ view: 'SIWXSignMessage' });
    portico.navigate('SIWXSignMessage', undefined, { replace: true });
    portico.navigate('Networks');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(evm.calls).toEqual(['setup']);
  });

  it('a wallet that fails to disconnect is logged', async () => {
    const { logger, messages } = recordingLogger();
    const { portico, evm } = await setupPortico({ siwx: siwx(true), logger });
    await portico.open();
    await portico.connect(metamask.id);
    evm.failNext.disconnect = new Error('locked');
    portico.back();
    await expect.poll(() => messages('error')).toEqual(['Disconnecting after a cancelled sign-in failed']);
    expect(portico.getState().accounts.eip155?.status).toBe('disconnected');
  });
});
