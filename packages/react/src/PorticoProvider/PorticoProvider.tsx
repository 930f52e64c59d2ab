import { createLogger, createPortico, type Portico, type PorticoOptions } from '@portico/core';
import { type ReactNode, useState } from 'react';
import { PorticoContext, type PorticoContextValue } from '../context/PorticoContext.js';
import { PorticoModal } from '../modal/PorticoModal.js';
import { withBrowserDefaults } from './browserDefaults.js';

export type PorticoProviderProps = { children?: ReactNode } & (
  | { portico: Portico; options?: never }
  | { options: PorticoOptions; portico?: never }
);

/**
 * Gives its children the Portico instance (the one passed in, or one created once from `options`) and
 * renders the modal: appended to the body, or here when appending is disabled or the modal is embedded.
 */
export function PorticoProvider(props: PorticoProviderProps) {
  const [value] = useState((): PorticoContextValue => {
    const logger = createLogger();
    const portico = props.portico ?? createPortico(withBrowserDefaults(props.options, logger));
    return { portico, logger };
  });
  return (
    <PorticoContext value={value}>
      {props.children}
      <PorticoModal />
    </PorticoContext>
  );
}
