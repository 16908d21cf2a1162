// After a bulk action (issue 17 §5): what it did, with an Undo button that undoes exactly that
// action (the server refuses when another one came after it). A banner rather than a toast:
// it stays until dismissed, so a keyboard or screen-reader user can reach the button.
import { useTranslation } from '@/lib/use-translation';
import type { BulkAction } from '@charades/shared/schemas/admin-bulk';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useUndoBulkAction } from '../api/undo-bulk-action';
import { failureText } from '../lib/failure-text';

export function UndoBanner({ action, onDone }: { action: BulkAction; onDone: () => void }) {
  const { t } = useTranslation();
  const undo = useUndoBulkAction();
  const noun = t(action.targetType === 'title' ? 'admin.bulk.titles' : 'admin.bulk.categories', { count: action.count });
  const run = async () => {
    try {
      const result = await undo.mutateAsync(action.id);
      toast(t('admin.bulk.undone', { count: result.restored }));
      onDone();
    } catch (err) {
      toast.error(failureText(t, t('admin.bulk.undoFailed'), err));
    }
  };
  return (
    <div role="status" className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border border-green-300 bg-green-50 px-4 py-3">
      <p className="me-auto font-semibold text-green-950">
        {t(`admin.bulk.done.${action.kind}`, { what: noun, count: action.count })}
        {action.titlesLeftWithoutCategory ? ` ${t('admin.bulk.leftWithout', { count: action.titlesLeftWithoutCategory })}` : ''}
      </p>
      <Button variant="admin-primary" size="sm" disabled={undo.isPending} onClick={() => void run()}>
        {undo.isPending ? t('admin.bulk.undoing') : t('admin.bulk.undo')}
      </Button>
      <Button variant="ghost" size="sm" disabled={undo.isPending} onClick={onDone}>
        {t('admin.bulk.dismiss')}
      </Button>
    </div>
  );
}
