import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { usePorticoState } from '../hooks/usePorticoState.js';
import { CardContent } from './Card.js';
import { cycleFocus, deepActiveElement, tabbableElements } from './focus.js';

/**
 * The open modal: an overlay and a `role="dialog"` card named by its header title. Focus moves in on
 * mount, Tab and Shift+Tab cycle inside, Escape asks core to close, and focus returns to the opener
 * on unmount.
 */
export function Dialog() {
  const portico = usePorticoInstance();
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  const shake = usePorticoState((state) => state.modal.shake);
  const view = usePorticoState((state) => state.router.view);

  useLayoutEffect(() => {
    const opener = deepActiveElement();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // On open, and whenever the focused control went away with the previous view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each view change
  useEffect(() => {
    const element = card.current;
    if (!element) return;
    const root = element.getRootNode() as ShadowRoot;
    if (root.activeElement && element.contains(root.activeElement)) return;
    (tabbableElements(element.querySelector('.body') ?? element)[0] ?? element).focus();
  }, [view]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      portico.close();
    } else if (event.key === 'Tab' && card.current) {
      event.preventDefault();
      cycleFocus(card.current, event.shiftKey);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes; Escape is the keyboard way
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape, handled on the dialog, is the keyboard way
    <div
      className="overlay"
      onClick={(event) => {
        if (event.target === event.currentTarget) portico.close();
      }}
    >
      <div
        ref={card}
        className="card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={shake}
        onKeyDown={onKeyDown}
      >
        <CardContent titleId={titleId} closable />
      </div>
    </div>
  );
}
