import { describe, expect, it } from 'vitest';
import { createPortico } from '../../portico/createPortico.js';
import { selectConnectMethods } from '../../walletPicker/connectList/selectors.js';

describe('setFeatures (a dApp’s settings at run time)', () => {
  it('replaces the flags given and keeps the others; the views’ selectors follow at once', () => {
    const portico = createPortico({ projectId: 'p', features: { swaps: true, send: true } });
    const before = portico.getState().features;
    portico.setFeatures({ swaps: false, allWallets: false });
    expect(portico.getState().features).toEqual({ ...before, swaps: false, allWallets: false });
    portico.setFeatures({ socials: ['github'] });
    expect(portico.getState().features.socials).toEqual(['github']);
    // Social login is offered only where a connector logs in that way: none here.
    expect(selectConnectMethods(portico.getState())).toEqual(['wallet']);
    portico.destroy();
  });
});
