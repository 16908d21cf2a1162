// A list's bulk actions (issue 17 §5): the selected row ids, the action being confirmed, and
// the action the undo banner offers: the server's latest bulk action on this list's rows while
// it can still be undone (issue 32 §1: it survives leaving the page or reloading it), until
// dismissed here. A done action clears the selection and closes its confirmation; a failed
// one says why in a toast and leaves both as they were.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { BulkAction, BulkKind } from '@charades/shared/schemas/admin-bulk';
import { toast } from '@/lib/toast';
import { failureText } from './failure-text';
import { useLastBulkAction } from '../api/last-bulk-action';

export interface BulkSelection<A extends BulkKind, B> {
  selected: Set<string>;
  setSelected: (next: Set<string>) => void;
  /** The action whose confirmation is open; it stays set while the confirmation closes, so its text does not change. */
  asked: A | null;
  confirming: boolean;
  ask: (action: A) => void;
  cancel: () => void;
  done: BulkAction | null;
  dismiss: () => void;
  run: (body: B) => Promise<void>;
  pending: boolean;
}

export function useBulkSelection<A extends BulkKind, B>(
  targetType: BulkAction['targetType'],
  mutation: {
    mutateAsync: (body: B) => Promise<BulkAction>;
    isPending: boolean;
  },
): BulkSelection<A, B> {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [asking, setAsking] = useState<{ action: A; open: boolean } | null>(null);
  const last = useLastBulkAction().data ?? null;
  // The answer of an action just made shows at once; the server's latest replaces it when read.
  const [justDone, setJustDone] = useState<BulkAction | null>(null);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const latest = justDone && (!last || last.createdAt < justDone.createdAt) ? justDone : last;
  const done = latest && latest.targetType === targetType && !latest.undoneAt && !dismissed.has(latest.id) ? latest : null;
  const cancel = () => setAsking((a) => a && { ...a, open: false });
  return {
    selected,
    setSelected,
    asked: asking?.action ?? null,
    confirming: asking?.open ?? false,
    ask: (action) => setAsking({ action, open: true }),
    cancel,
    done,
    dismiss: () => done && setDismissed(new Set([...dismissed, done.id])),
    run: async (body) => {
      try {
        setJustDone(await mutation.mutateAsync(body));
        setSelected(new Set());
        cancel();
      } catch (err) {
        toast.error(failureText(t, t('admin.bulk.failed'), err));
      }
    },
    pending: mutation.isPending,
  };
}
