// Which of a page's dialogs is open, and for which row (shadcn-admin's per-page dialogs
// provider): the table's row actions and the page's buttons open them, the page's dialogs
// component draws them, and the page itself only composes the two. The row outlives the
// closing, so a dialog keeps its title and text while it animates out.
import { createContext, use, useMemo, useState, type ReactNode } from 'react';

export interface PageDialogs<K extends string, R> {
  open: K | null;
  row: R | null;
  show: (dialog: K, row?: R | null) => void;
  close: () => void;
}

/** A provider and its hook for one page's dialogs; `page` names it in the error of a hook used outside it. */
export function createPageDialogs<K extends string, R = never>(page: string) {
  const Context = createContext<PageDialogs<K, R> | null>(null);

  function PageDialogsProvider({ children }: { children: ReactNode }) {
    const [state, setState] = useState<{ open: K | null; row: R | null }>({ open: null, row: null });
    // Stable, so the columns that call them are built once.
    const actions = useMemo(
      () => ({
        show: (open: K, row: R | null = null) => setState({ open, row }),
        close: () => setState((s) => ({ ...s, open: null })),
      }),
      [],
    );
    const value = useMemo(() => ({ ...state, ...actions }), [state, actions]);
    return <Context value={value}>{children}</Context>;
  }

  function usePageDialogs(): PageDialogs<K, R> {
    const dialogs = use(Context);
    if (!dialogs) throw new Error(`The ${page} page's dialogs are used outside their provider`);
    return dialogs;
  }

  return { PageDialogsProvider, usePageDialogs };
}
