// The categories page's dialogs: Add and Edit (one form), the delete confirmation, which says
// how many titles the deletion leaves without a category, and the bulk confirmation.
import { useTranslation } from '@/lib/use-translation';
import type { AdminCategory } from '@charades/shared/schemas/admin';
import type { CategoryBulkBody } from '@charades/shared/schemas/admin-bulk';
import { BulkConfirmDialog } from '../../components/bulk-confirm-dialog';
import { CategoryDialog } from '../../components/category-dialog';
import { DeleteRowDialog } from '../../components/delete-row-dialog';
import { useDeleteCategory } from '../../api/delete-category';
import { failureText } from '../../lib/failure-text';
import { createPageDialogs } from '../../lib/page-dialogs';
import type { BulkSelection } from '../../lib/use-bulk-selection';

export type CategoryBulk = BulkSelection<CategoryBulkBody['action'], CategoryBulkBody>;

export const { PageDialogsProvider: CategoryDialogsProvider, usePageDialogs: useCategoryDialogs } = createPageDialogs<
  'add' | 'edit' | 'delete',
  AdminCategory
>('categories');

export function CategoryDialogs({ bulk, rows }: { bulk: CategoryBulk; rows: AdminCategory[] }) {
  const { t } = useTranslation();
  const { open, row, close } = useCategoryDialogs();
  const remove = useDeleteCategory();
  // The titles a bulk delete leaves without a category, as far as the rows on screen know.
  const titlesLeft = rows.filter((c) => bulk.selected.has(c.id)).reduce((sum, c) => sum + c.titleCount, 0);
  return (
    <>
      <CategoryDialog open={open === 'add' || open === 'edit'} onOpenChange={(o) => !o && close()} category={row} />
      <DeleteRowDialog
        open={open === 'delete'}
        row={row}
        onClose={close}
        remove={remove}
        description={`${t('admin.categories.deleteDescription', { title: row?.title ?? '' })} ${t('admin.categories.deleteLeaves', { count: row?.titleCount ?? 0 })}`}
        deletedText={({ titlesLeftWithoutCategory: left }) =>
          left ? t('admin.categories.deletedLeft', { count: left }) : t('admin.categories.deleted')
        }
        failedText={(err) => failureText(t, t('admin.categories.deleteFailed'), err)}
      />
      <BulkConfirmDialog
        bulk={bulk}
        what={t('admin.bulk.categories', { count: bulk.selected.size })}
        more={bulk.asked === 'delete' ? t('admin.bulk.willLeaveWithout', { count: titlesLeft }) : undefined}
        body={(action, ids) => ({ action, ids })}
      />
    </>
  );
}
