// An Add/Edit dialog around one form (a category, a title): it cannot be closed while the
// change runs, and its foot is Cancel and the submit button.
import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { DialogFormActions } from './dialog-form-actions';

export function FormDialog({
  open,
  onOpenChange,
  pending,
  title,
  description,
  onSubmit,
  submitLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  title: string;
  description: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(o) => !pending && onOpenChange(o)}>
      <DialogContent size="lg" title={title} description={description}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {children}
          <DialogFormActions pending={pending} submitLabel={submitLabel} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
