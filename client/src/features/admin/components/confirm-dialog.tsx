// A confirmation before a destructive change (docs/product.md#screens: 'Are you sure?'). The confirm button
// stays busy while the change runs; the caller closes the dialog when it succeeds.
import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from './dialog-form-actions';

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pending,
  onConfirm,
  confirmDisabled,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  /** E.g. until the admin has typed the e-mail of the account to delete. */
  confirmDisabled?: boolean;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent title={title} description={description}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm();
          }}
        >
          {children}
          <div className="mt-4">
            <DialogFormActions pending={pending} submitLabel={confirmLabel} variant="destructive" submitDisabled={confirmDisabled} />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
