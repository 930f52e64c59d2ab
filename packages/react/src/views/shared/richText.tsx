import { Fragment, type ReactNode } from 'react';

/**
 * A translated message whose `{name}` placeholders are elements (a link, a bold name): `t(key)` without those
 * parameters leaves the placeholders, which this fills in the message's own word order.
 */
export function richText(message: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return message.split(/\{(\w+)\}/).map((piece, index) =>
    index % 2 === 0 ? (
      piece
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one message keep their order
      <Fragment key={index}>{parts[piece] ?? `{${piece}}`}</Fragment>
    ),
  );
}
