import { type ReactNode, useId, useState } from 'react';

/** A side panel's section that folds away: its heading is the button that opens and closes it. */
export function Panel({
  title,
  defaultOpen = true,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section className="panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="panel-heading">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          <span>{title}</span>
          <span aria-hidden="true" className="chevron">
            {open ? '▾' : '▸'}
          </span>
        </button>
      </h2>
      <div id={`${id}-body`} className="panel-body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
