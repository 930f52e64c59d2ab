import { errorMessage } from '@portico/core';
import { useAccount, usePorticoInstance } from '@portico/react';
import { type FormEvent, useState } from 'react';

type Outcome = { signature: string } | { error: string };

/** Signs the message with the connected wallet (personal_sign) and shows the signature. */
export function SignMessage() {
  const portico = usePorticoInstance();
  const { isConnected } = useAccount();
  const [message, setMessage] = useState('Hello from the Portico demo');
  const [outcome, setOutcome] = useState<Outcome>();
  const [signing, setSigning] = useState(false);

  const sign = (event: FormEvent) => {
    event.preventDefault();
    setSigning(true);
    setOutcome(undefined);
    portico
      .signMessage(message)
      .then(
        (signature) => setOutcome({ signature }),
        (error: unknown) => setOutcome({ error: errorMessage(error) }),
      )
      .finally(() => setSigning(false));
  };

  return (
    <section aria-labelledby="sign-heading">
      <h2 id="sign-heading">Sign a message</h2>
      <form onSubmit={sign}>
        <label>
          Message <input value={message} onChange={(event) => setMessage(event.target.value)} />
        </label>
        <button type="submit" disabled={!isConnected || signing} aria-busy={signing}>
          Sign message
        </button>
      </form>
      <p>
        Signature:{' '}
        <output aria-label="Signature">{outcome && 'signature' in outcome ? outcome.signature : ''}</output>
      </p>
      {outcome && 'error' in outcome ? <p role="alert">{outcome.error}</p> : null}
    </section>
  );
}
