import { type Network, selectNetworkImageUrl } from '@portico/core';
import { useState } from 'react';
import { usePorticoState } from '../hooks/usePorticoState.js';

const iconStyle = {
  width: 18,
  height: 18,
  borderRadius: 4,
  marginInlineEnd: 6,
  verticalAlign: 'middle',
} as const;

/** The network button's icon (on the page, outside the modal's styles): none when there is none or it fails. */
export function NetworkIcon({ network }: { network: Network }) {
  const src = usePorticoState((state) => selectNetworkImageUrl(state, network));
  const [failed, setFailed] = useState<string | undefined>();
  if (!src || failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      width={18}
      height={18}
      style={iconStyle}
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
