/** A wallet's icon, loaded lazily; a letter tile when the wallet has none. */
export function WalletImage({
  name,
  src,
  size = 32,
}: {
  name: string;
  src: string | undefined;
  size?: number;
}) {
  if (src) {
    return (
      <img className="row-icon" src={src} alt="" width={size} height={size} loading="lazy" decoding="async" />
    );
  }
  return (
    <span className="row-icon letter-tile" aria-hidden="true" style={{ width: size, height: size }}>
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
