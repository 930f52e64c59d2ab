import { useRef } from 'react';
import { ViewSwitch } from '../views/ViewSwitch.js';
import { AlertBar } from './AlertBar/AlertBar.js';
import { Header } from './Header/Header.js';
import { useAnimatedHeight } from './useAnimatedHeight.js';

/** What the dialog and the embedded panel share: header, alert bar and the current view. */
export function CardContent({ titleId, closable }: { titleId: string; closable: boolean }) {
  const body = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useAnimatedHeight(body, content);
  return (
    <>
      <Header titleId={titleId} closable={closable} />
      <AlertBar />
      <div className="body" ref={body}>
        <div ref={content}>
          <ViewSwitch />
        </div>
      </div>
    </>
  );
}
