import { accountMessagePart } from '@portico/core';
import { useT } from '../../hooks/useT.js';
import { avatarGradient } from './avatarGradient.js';

/** The account's avatar record when it has one (named for the account), else a gradient drawn from its address. */
export function Avatar({
  address,
  image,
  name,
}: {
  address: string;
  image: string | undefined;
  name: string;
}) {
  const t = useT(accountMessagePart);
  if (image)
    return (
      <img
        className="avatar"
        src={image}
        alt={t('account.avatarOf', { name })}
        width={64}
        height={64}
        loading="lazy"
      />
    );
  return <span className="avatar" aria-hidden="true" style={{ background: avatarGradient(address) }} />;
}
