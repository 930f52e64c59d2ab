import { createPortico, type Portico, type PorticoOptions } from '@portico/core';
import { type ReactNode, useState } from 'react';
import { PorticoContext } from '../context/PorticoContext.js';
import { withBrowserDefaults } from './browserDefaults.js';

export type HeadlessPorticoProviderProps = { children?: ReactNode } & (
  | { portico: Portico; options?: never }
  | { options: PorticoOptions; portico?: never }
);

/**
 * Gives its children the Portico instance, as `PorticoProvider` does, without rendering Portico's modal: a dApp
 * that draws its own UI with the hooks ships none of the modal's code.
 */
export function HeadlessPorticoProvider(props: HeadlessPorticoProviderProps) {
  const [portico] = useState(() => props.portico ?? createPortico(withBrowserDefaults(props.options)));
  return <PorticoContext value={portico}>{props.children}</PorticoContext>;
}
