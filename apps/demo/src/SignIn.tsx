import { errorMessage } from '@portico/core';
import { useAccount, useSignIn } from '@portico/react';
import { useState } from 'react';

/** The visitor's sign-in (`?siwx=optional|required`): the status, the session's token, and Sign in / Sign out. */
export function SignIn() {
  const { enabled, status, session, signIn, signOut } = useSignIn();
  const { isConnected } = useAccount();
  const [error, setError] = useState<string>();
  if (!enabled) return null;
  const run = (action: () => Promise<void>) => {
    setError(undefined);
    action().catch((reason: unknown) => setError(errorMessage(reason)));
  };
  return (
    <section aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">Sign-in</h2>
      <p>
        Status: <output aria-label="Sign-in status">{status}</output>
      </p>
      {session ? (
        <p>
          Session <output aria-label="Session id">{session.id ?? ''}</output> for {session.data.chainId}:
          {session.data.accountAddress}, token{' '}
          <output aria-label="Session token">
            {session.token ? `${session.token.slice(0, 24)}…` : 'none'}
          </output>
        </p>
      ) : null}
      {status === 'authenticated' ? (
        <button type="button" onClick={() => run(signOut)}>
          Sign out
        </button>
      ) : (
        <button
          type="button"
          disabled={!isConnected || status === 'authenticating'}
          onClick={() => run(signIn)}
        >
          Sign in
        </button>
      )}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
