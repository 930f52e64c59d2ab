import { describe, expect, it } from 'vitest';
import { deferred } from '../../portico/test/deferred.js';
import type { ConnectorEvent, WalletConnection } from './connectorSource.js';
import { createConnectPrompts } from './connectPrompts.js';

const connection: WalletConnection = {
  connectorId: 'io.wallet',
  accounts: [{ caipAddress: 'eip155:1:0xa11ce', type: 'eoa' }],
  supportsAllNetworks: true,
};

function setup() {
  const events: ConnectorEvent[] = [];
  const prompts = createConnectPrompts(
    (event) => events.push(event),
    () => undefined,
  );
  return { events, prompts };
}

describe('connect prompts (the ConnectorSource contract)', () => {
  it('a second connect joins the open prompt: the wallet is asked once and both get the connection', async () => {
    const { events, prompts } = setup();
    const answer = deferred<WalletConnection>();
    let asked = 0;
    const ask = () => {
      asked += 1;
      return answer.promise;
    };
    const first = prompts.join('io.wallet', ask, new AbortController().signal);
    const second = prompts.join('io.wallet', ask, new AbortController().signal);
    answer.resolve(connection);
    await expect(Promise.all([first, second])).resolves.toEqual([connection, connection]);
    expect(asked).toBe(1);
    expect(events).toEqual([]);
  });

  it('aborted, the connect rejects at once; an approval after every waiter aborted is reported as connect', async () => {
    const { events, prompts } = setup();
    const answer = deferred<WalletConnection>();
    const controller = new AbortController();
    const waiting = prompts.join('io.wallet', () => answer.promise, controller.signal);
    controller.abort(new Error('Modal closed'));
    await expect(waiting).rejects.toThrow('Modal closed');
    answer.resolve(connection);
    await answer.promise;
    await Promise.resolve();
    expect(events).toEqual([{ type: 'connect', connection }]);
  });

  it('a signal aborted already asks nothing; a refusal after an abort reports nothing', async () => {
    const { events, prompts } = setup();
    const aborted = new AbortController();
    aborted.abort(new Error('Modal closed'));
    let asked = 0;
    await expect(
      prompts.join(
        'io.wallet',
        async () => {
          asked += 1;
          return connection;
        },
        aborted.signal,
      ),
    ).rejects.toThrow('Modal closed');
    expect(asked).toBe(0);

    const answer = deferred<WalletConnection>();
    const controller = new AbortController();
    const waiting = prompts.join('io.wallet', () => answer.promise, controller.signal);
    controller.abort(new Error('Modal closed'));
    await expect(waiting).rejects.toThrow('Modal closed');
    answer.reject(new Error('User rejected'));
    await answer.promise.catch(() => undefined);
    await Promise.resolve();
    expect(events).toEqual([]);
  });
});
