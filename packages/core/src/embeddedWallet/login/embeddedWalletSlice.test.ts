import { describe, expect, it, vi } from 'vitest';
import { createPortico } from '../../portico/createPortico.js';
import { porticoParts } from '../../portico/test/setupPortico.js';

describe('the embedded wallet of an instance without an EmbeddedWalletSource', () => {
  it('§4 there is no secure frame to show: attachSecureFrame shows nothing and lets go quietly', async () => {
    const portico = createPortico(porticoParts().options);
    await portico.ready;
    const detach = portico.attachSecureFrame({} as HTMLElement);
    detach();
    expect(portico.getState().approval).toEqual({ stack: [] });
  });

  it('§8 a synchronous step called before the steps have loaded runs once they have: "No auth connector found"', async () => {
    const portico = createPortico(porticoParts().options);
    portico.startEmailUpdate();
    await vi.waitFor(() =>
      expect(portico.getState().embeddedWallet.update.error).toBe('No auth connector found'),
    );
    portico.resetEmailLogin();
    expect(portico.getState().embeddedWallet.login.error).toBeUndefined();
  });
});
