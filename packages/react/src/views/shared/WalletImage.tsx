import { useState } from 'react';

/**
 * A wallet's icon. Registry images arrive preloaded (§9 2 s timeout) or without a URL; a URL that still
 * fails, or none, shows the monogram tile.
 */
export function WalletImage({
  name,
  src,
  size = 32,
}: {
  name: string;
  src: string | undefined;
  size?: number;
}) {
  const [failed, setFailed] = useState<string | undefined>();
  if (src && failed !== src) {
    return (
      <img
        className="row-icon"
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
      />
    );
  }
  return (
    <span className="row-icon letter-tile" aria-hidden="true" style={{ width: size, height: size }}>
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
