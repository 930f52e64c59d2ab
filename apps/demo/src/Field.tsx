import { type ReactNode, useId } from 'react';

/** A term and its value; the value is an output named by the term, so it can be found by role and name. */
export function Field({ term, children }: { term: string; children: ReactNode }) {
  const id = useId();
  return (
    <>
      <dt id={id}>{term}</dt>
      <dd>
        <output aria-labelledby={id}>{children}</output>
      </dd>
    </>
  );
}
