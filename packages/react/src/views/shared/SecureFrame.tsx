import { useLayoutEffect, useRef } from 'react';
import { usePorticoInstance } from '../../context/PorticoContext.js';

/**
 * The box where the embedded wallet's secure frame shows its own document (an approval, a recovery-password form):
 * the frame is laid over it and sizes it. Tab reaches it like a control and hands the focus to the frame.
 */
export function SecureFrame({ label }: { label: string }) {
  const portico = usePorticoInstance();
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    return element ? portico.attachSecureFrame(element) : undefined;
  }, [portico]);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the focus stand-in of the secure frame laid over it; the connector passes the focus on into the frame
    // biome-ignore lint/a11y/useSemanticElements: a labelled box the frame covers, with no form controls of the page's own
    <div ref={box} className="secure-frame" role="group" aria-label={label} tabIndex={0} />
  );
}
