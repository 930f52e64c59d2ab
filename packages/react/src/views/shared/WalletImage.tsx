import type { Connector } from '@portico/core';

/** A wallet's icon, loaded lazily; a letter tile when the wallet has none. */
export function WalletImage({ connector, size = 32 }: { connector: Connector; size?: number }) {
  const src = connector.imageUrl ?? connector.info?.icon;
  if (src) {
    return (
      <img className="row-icon" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
    );
  }
  return (
    <span className="row-icon letter-tile" aria-hidden="true" style={{ width: size, height: size }}>
      {connector.name.slice(0, 1).toUpperCase()}
    </span>
  );
}
