import { describe, expect, it } from 'vitest';
import { deferred } from '../../portico/test/deferred.js';
import { metamask, setupPortico } from '../../portico/test/setupPortico.js';
import { truncateAddress } from '../../shared/format/address.js';
import { selectConnectButton } from './selectors.js';

describe('the connect button’s state (selectConnectButton)', () => {
  it('disconnected, connecting, connected: the status, the account as shown and the network; the same object while nothing shown changes', async () => {
    const setup = await setupPortico();
    const { portico } = setup;
    const idle = selectConnectButton(portico.getState());
    expect(idle).toEqual({
      status: 'disconnected',
      network: {
        caipNetworkId: 'eip155:31337',
        name: portico.getState().networks.activeCaipNetwork.name,
        supported: true,
      },
    });
    portico.setThemeMode('dark');
    expect(selectConnectButton(portico.getState())).toBe(idle);

    const approval = deferred();
    setup.evm.hold.connect = approval;
    const connecting = portico.connect(metamask.id);
    expect(selectConnectButton(portico.getState()).status).toBe('connecting');
    approval.resolve();
    await connecting;

    const { status, account } = selectConnectButton(portico.getState());
    const address = portico.getState().accounts.eip155?.address ?? '';
    expect(status).toBe('connected');
    expect(account).toMatchObject({ address, displayName: truncateAddress(address) });
    expect(account?.balance).toMatch(/^\d+\.\d{3}$/);
    portico.destroy();
  });
});
