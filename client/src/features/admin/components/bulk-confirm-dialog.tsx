// The one confirmation of a bulk action (issue 17 §5): what it does to how many rows ('This
// will permanently delete 3 titles.'), its button named after it, and any choice it needs
// (the category titles move to) as children.
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { BulkKind } from '@charades/shared/schemas/admin-bulk';
import { ConfirmDialog } from './confirm-dialog';
import type { BulkSelection } from '../lib/use-bulk-selection';

const CONFIRM = {
  delete: 'admin.bulk.confirmDelete',
  move: 'admin.bulk.confirmMove',
  activate: 'admin.bulk.confirmActivate',
  deactivate: 'admin.bulk.confirmDeactivate',
} as const;

export function BulkConfirmDialog<A extends BulkKind, B>({
  bulk,
  what,
  more,
  body,
  confirmDisabled,
  children,
}: {
  bulk: BulkSelection<A, B>;
  /** The selected rows, counted: '3 titles'. */
  what: string;
  /** A sentence after the description, e.g. the titles a category delete leaves without one. */
  more?: string | undefined;
  /** The request of the action asked for, with the selected ids. */
  body: (action: A, ids: string[]) => B;
  confirmDisabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const action: BulkKind = bulk.asked ?? 'delete';
  const description = t(CONFIRM[action], { what });
  return (
    <ConfirmDialog
      open={bulk.confirming}
      onOpenChange={(o) => !o && bulk.cancel()}
      title={t('admin.common.areYouSure')}
      description={more ? `${description} ${more}` : description}
      confirmLabel={action === 'delete' ? t('admin.common.delete') : t(`admin.bulk.${action}`)}
      confirmDisabled={confirmDisabled}
      pending={bulk.pending}
      onConfirm={() => bulk.asked && void bulk.run(body(bulk.asked, [...bulk.selected]))}
    >
      {children}
    </ConfirmDialog>
  );
}
