import { useCallback, useId, useLayoutEffect, useRef } from 'react';
import { usePorticoInstance } from '../context/PorticoContext.js';
import { useLocale } from '../hooks/useLocale.js';
import { usePorticoState } from '../hooks/usePorticoState.js';
import { CardContent } from './Card.js';
import { cycleFocus, deepActiveElement, focusFirstControl, holdsFocus, isFocused } from './focus.js';

/**
 * The open modal: an overlay and a `role="dialog"` card named by its header title. Each view takes the
 * focus when it shows (its first control, else the dialog), a control that goes away under the focus
 * hands it back to the view, Tab and Shift+Tab cycle inside, Escape asks core to close, and focus returns
 * to the opener on unmount.
 */
export function Dialog() {
  const portico = usePorticoInstance();
  const titleId = useId();
  const card = useRef<HTMLDivElement>(null);
  const shake = usePorticoState((state) => state.modal.shake);
  const { locale, dir } = useLocale();

  useLayoutEffect(() => {
    const opener = deepActiveElement();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // Set while the card holds the focus only because the view had no control: one that appears takes it.
  const standIn = useRef(false);
  const focusView = useCallback(() => {
    const element = card.current;
    if (!element) return;
    standIn.current = focusFirstControl(element.querySelector('.body') ?? element, element) === element;
  }, []);

  useLayoutEffect(() => {
    const element = card.current;
    if (!element) return;
    // A view, or a state of one (pending → error, Retry → pending), replaced the focused control.
    const keeper = new MutationObserver(() => {
      if ((standIn.current && isFocused(element)) || !holdsFocus(element)) focusView();
    });
    keeper.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['style', 'hidden', 'disabled', 'inert'],
    });
    // On the document, so the keys work even when the focus was lost before the keeper could act.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        portico.close();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        cycleFocus(element, event.shiftKey);
      }
    };
    const page = element.ownerDocument;
    page.addEventListener('keydown', onKeyDown);
    return () => {
      keeper.disconnect();
      page.removeEventListener('keydown', onKeyDown);
    };
  }, [portico, focusView]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes; Escape is the keyboard way
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape, handled on the document while the dialog is open, is the keyboard way
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
        lang={locale}
        dir={dir}
        tabIndex={-1}
        data-shake={shake}
      >
        <CardContent titleId={titleId} closable onViewShown={focusView} />
      </div>
    </div>
  );
}
