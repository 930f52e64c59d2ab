import { useRef } from 'react';
import { ViewSwitch } from '../views/ViewSwitch.js';
import { AlertBar } from './AlertBar/AlertBar.js';
import { Header } from './Header/Header.js';
import { useAnimatedHeight } from './useAnimatedHeight.js';

/**
 * What the dialog and the embedded panel share: header, alert bar and the current view. `onViewShown`
 * runs each time a view has rendered, a lazy one once loaded.
 */
export function CardContent({
  titleId,
  closable,
  onViewShown,
}: {
  titleId: string;
  closable: boolean;
  onViewShown?: () => void;
}) {
  const body = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useAnimatedHeight(body, content);
  return (
    <>
      <Header titleId={titleId} closable={closable} />
      <AlertBar />
      <div className="body" ref={body}>
        <div ref={content}>
          <ViewSwitch onShown={onViewShown} />
        </div>
      </div>
    </>
  );
}
