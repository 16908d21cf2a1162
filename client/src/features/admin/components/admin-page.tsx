// The frame of an admin page: its width and its heading, which takes the focus after a
// navigation (lib/focus.ts, hence tabIndex -1). Buttons that act on the whole page stand beside it.
import type { ReactNode } from 'react';

export function AdminPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const heading = (
    <h1 className="text-3xl font-extrabold" tabIndex={-1}>
      {title}
    </h1>
  );
  return (
    <div className="mx-auto max-w-6xl">
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {children}
    </div>
  );
}
