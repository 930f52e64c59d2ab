import type { ThemeVariables } from '@portico/core';
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

interface ShadowHostProps {
  /** Append the host element to `document.body` (§2) instead of rendering it in place. */
  append: boolean;
  variables: ThemeVariables;
  children: ReactNode;
}

/**
 * Renders its children into an open shadow root, so host-page CSS cannot reach them. The host element is
 * created in an effect: nothing touches `document` during render, which keeps server rendering safe.
 */
export function ShadowHost({ append, variables, children }: ShadowHostProps) {
  const [inlineHost, setInlineHost] = useState<HTMLElement | null>(null);
  const [host, setHost] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!append) {
      setHost(inlineHost);
      return;
    }
    const element = document.createElement('div');
    element.setAttribute('data-portico-modal', '');
    document.body.appendChild(element);
    setHost(element);
    return () => {
      element.remove();
      setHost(null);
    };
  }, [append, inlineHost]);

  useEffect(() => {
    if (!host) return;
    const names = Object.keys(variables) as (keyof ThemeVariables)[];
    for (const name of names) host.style.setProperty(name, String(variables[name]));
    return () => {
      for (const name of names) host.style.removeProperty(name);
    };
  }, [host, variables]);

  const root = host ? (host.shadowRoot ?? host.attachShadow({ mode: 'open' })) : null;
  return (
    <>
      {append ? null : <div data-portico-modal="" ref={setInlineHost} />}
      {root ? createPortal(children, root) : null}
    </>
  );
}
