import type { Slice } from '../../instance/slice.js';
import { selectActiveAccount, selectIsConnected } from '../account/selectors.js';
import type { IdentityActions } from './identityActions.js';

/**
 * §4 identity of the active account from Portico Cloud, again on each change of account or network; an identity
 * older than its 5 min is looked up again when the visitor opens the modal to see it. It loads with the first
 * connection: a page whose visitors never connect does not ship it.
 */
export const identitySlice: Slice = {
  name: 'identity',
  create({ rt, ports }) {
    const { client } = ports.cloud;
    if (!client) return {};
    let actions: Promise<IdentityActions> | undefined;
    const fetchIdentity = async () => {
      if (!rt.isConnected(rt.get())) return;
      actions ??= import('./identityActions.js').then((m) => m.createIdentityActions({ rt, client }));
      await (await actions).fetchIdentity();
    };
    rt.store.subscribe(
      (state) => (selectIsConnected(state) ? selectActiveAccount(state)?.caipAddress : undefined),
      () => void fetchIdentity(),
    );
    void fetchIdentity();
    rt.store.subscribe(
      (state) => state.modal.open,
      (open) => open && void fetchIdentity(),
    );
    return {};
  },
};
