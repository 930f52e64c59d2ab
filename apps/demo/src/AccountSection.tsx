import { useAccount, useEmbeddedWalletInfo, useNetwork, usePortico } from '@portico/react';
import { Field } from './Field.js';

/** What Portico says about the visitor: status, address, balance and network. */
export function AccountSection() {
  const account = useAccount();
  const { caipNetwork } = useNetwork();
  const { open } = usePortico();
  const login = useEmbeddedWalletInfo();
  return (
    <section aria-labelledby="account-heading">
      <h2 id="account-heading">Connected account</h2>
      <dl>
        <Field term="Status">{account.status}</Field>
        <Field term="Address">{account.address ?? '—'}</Field>
        <Field term="Balance">
          {account.isConnected ? `${account.displayBalance} ${account.balanceSymbol ?? ''}` : '—'}
        </Field>
        <Field term="Network">{caipNetwork.name}</Field>
        <Field term="Chain id">{caipNetwork.id}</Field>
        {login ? (
          <Field term="Login">{`${login.authProvider}: ${login.user.email ?? login.user.username ?? '—'}`}</Field>
        ) : null}
      </dl>
      {account.isConnected ? (
        <button type="button" onClick={() => open({ view: 'Connect' }).catch(console.error)}>
          Connect another wallet
        </button>
      ) : null}
    </section>
  );
}
