// The delete confirmation of a list's row ('Are you sure?'), and what follows it: the row is
// deleted, a toast says so and the dialog closes; or a toast says why it failed and the dialog
// stays, so the admin can try again or cancel (unless the failure means there is nothing left
// to delete). Closing it forgets the last failure.
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from './confirm-dialog';

/** The delete mutation of a list's rows, by id. */
export interface DeleteMutation<A> {
  mutateAsync: (id: string) => Promise<A>;
  isPending: boolean;
  reset: () => void;
}

export function DeleteRowDialog<A>({
  open,
  row,
  onClose,
  remove,
  description,
  deletedText,
  failedText,
  closesOnFailure,
  children,
}: {
  open: boolean;
  row: { id: string } | null;
  onClose: () => void;
  remove: DeleteMutation<A>;
  description: ReactNode;
  /** The toast after the deletion, from the server's answer. */
  deletedText: (answer: A) => string;
  failedText: (err: unknown) => string;
  /** A failure after which the dialog closes anyway (e.g. someone else deleted the row). */
  closesOnFailure?: (err: unknown) => boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const confirm = async () => {
    if (!row) return;
    try {
      toast(deletedText(await remove.mutateAsync(row.id)));
      onClose();
    } catch (err) {
      toast.error(failedText(err));
      if (closesOnFailure?.(err)) onClose();
    }
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(o) => {
        if (o) return;
        onClose();
        remove.reset();
      }}
      title={t('admin.common.areYouSure')}
      description={description}
      confirmLabel={t('admin.common.delete')}
      pending={remove.isPending}
      onConfirm={() => void confirm()}
    >
      {children}
    </ConfirmDialog>
  );
}
