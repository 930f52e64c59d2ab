import { encode } from 'uqr';

/**
 * The pairing URI as a QR code: one SVG path of the dark modules (error correction Q, so a wallet icon over the
 * centre leaves it readable), with the wallet's icon in the middle when there is one.
 */
export function QrCode({ value, label, icon }: { value: string; label: string; icon?: string }) {
  const { data, size } = encode(value, { ecc: 'Q', border: 2 });
  const path = data
    .flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : [])))
    .join('');
  const iconSize = Math.round(size * 0.2);
  const iconAt = (size - iconSize) / 2;
  return (
    <svg
      className="qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
      {icon ? (
        <>
          <rect
            x={iconAt - 0.5}
            y={iconAt - 0.5}
            width={iconSize + 1}
            height={iconSize + 1}
            fill="#fff"
            rx="1"
          />
          <image href={icon} x={iconAt} y={iconAt} width={iconSize} height={iconSize} />
        </>
      ) : null}
    </svg>
  );
}
