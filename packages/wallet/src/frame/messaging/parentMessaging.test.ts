import { describe, expect, it, vi } from 'vitest';
import type { PortLike } from '../app/framePort.js';
import { CloudApi } from '../cloud/cloudApi.js';
import { FakeCloud } from '../test/fakeCloud.js';
import { fetchAllowedOrigins } from './allowedOrigins.js';
import { connectToParent, type FrameWindow, parentOrigin } from './parentMessaging.js';

type Listener = Parameters<FrameWindow['addEventListener']>[1];

function fakeWindow(options: { ancestor?: string; referrer?: string }) {
  const posted: [unknown, string][] = [];
  let listener: Listener = () => {};
  const parent = { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) };
  const win: FrameWindow = {
    parent,
    location: { ancestorOrigins: options.ancestor ? { length: 1, 0: options.ancestor } : undefined },
    document: { referrer: options.referrer ?? '' },
    addEventListener: (_, added) => {
      listener = added;
    },
  };
  const dispatch = (event: Partial<Parameters<Listener>[0]>) =>
    listener({ origin: '', data: undefined, source: parent, ports: [], ...event });
  return { win, posted, dispatch, parent };
}

const port = { postMessage() {}, addEventListener() {} } satisfies PortLike;
const handshake = { type: '@w3m-app/HANDSHAKE' };

describe('connectToParent', () => {
  it('posts READY to an allowed parent and takes the port of its HANDSHAKE', () => {
    const { win, posted, dispatch } = fakeWindow({ ancestor: 'https://app.dapp.example' });
    const onPort = vi.fn();
    connectToParent(win, ['https://*.dapp.example'], onPort, () => {});
    expect(posted).toEqual([[{ type: '@w3m-frame/READY' }, 'https://app.dapp.example']]);
    dispatch({ origin: 'https://app.dapp.example', data: handshake, ports: [port] });
    expect(onPort).toHaveBeenCalledWith(port);
  });

  it('stays silent for a parent origin that is not allowed (the referrer when there is no ancestor list)', () => {
    const { win, posted } = fakeWindow({ referrer: 'https://evil.example/page?x=1' });
    connectToParent(win, ['https://dapp.example'], vi.fn(), () => {});
    expect(posted).toEqual([]);
  });

  it('ignores window messages from other origins, other windows, without a port or of another shape', () => {
    const { win, dispatch } = fakeWindow({ ancestor: 'https://dapp.example' });
    const onPort = vi.fn();
    const log = vi.fn();
    connectToParent(win, ['https://dapp.example'], onPort, log);
    dispatch({ origin: 'https://evil.example', data: handshake, ports: [port] });
    dispatch({ origin: 'https://dapp.example', data: handshake, ports: [port], source: {} });
    dispatch({ origin: 'https://dapp.example', data: handshake, ports: [] });
    dispatch({ origin: 'https://dapp.example', data: { type: '@w3m-app/GET_USER' }, ports: [port] });
    expect(onPort).not.toHaveBeenCalled();
    expect(log).toHaveBeenLastCalledWith('ignored a window message', {
      origin: 'https://dapp.example',
      ignored: 4,
    });
  });

  it('reads the parent origin from the ancestor list, else the referrer', () => {
    expect(parentOrigin(fakeWindow({ ancestor: 'https://a.example' }).win)).toBe('https://a.example');
    expect(parentOrigin(fakeWindow({ referrer: 'https://b.example/x' }).win)).toBe('https://b.example');
    expect(parentOrigin(fakeWindow({}).win)).toBeUndefined();
  });
});

describe('fetchAllowedOrigins', () => {
  it("reads the project's allowed origins", async () => {
    const cloud = new FakeCloud({ allowedOrigins: ['https://dapp.example'] });
    const api = new CloudApi(
      { cloudUrl: cloud.url, projectId: 'p1', sdkType: 's', sdkVersion: '1' },
      cloud.fetch,
    );
    expect(await fetchAllowedOrigins(api)).toEqual(['https://dapp.example']);
    expect(cloud.requests[0]?.pathname).toBe('/projects/v1/origins');
  });
});
