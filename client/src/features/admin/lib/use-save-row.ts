// Adding a row or saving the one being edited (a category, a title), told in a toast either
// way: 'Category added successfully', or docs/product.md#errors's failure with the server's
// reason. The caller closes its dialog on success and puts a refusal on its field.
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { failureText } from './failure-text';

interface Mutation<V> {
  mutateAsync: (variables: V) => Promise<unknown>;
  isPending: boolean;
}

export function useSaveRow<B>(resource: 'categories' | 'titles', create: Mutation<B>, update: Mutation<{ id: string; body: B }>) {
  const { t } = useTranslation();
  const save = async (row: { id: string } | null, body: B, then: { saved: () => void; refused: (err: unknown) => void }) => {
    try {
      if (row) await update.mutateAsync({ id: row.id, body });
      else await create.mutateAsync(body);
      toast(t(`admin.${resource}.${row ? 'updated' : 'added'}`));
      then.saved();
    } catch (err) {
      then.refused(err);
      toast.error(failureText(t, t(`admin.${resource}.${row ? 'updateFailed' : 'addFailed'}`), err));
    }
  };
  return { save, pending: create.isPending || update.isPending };
}
