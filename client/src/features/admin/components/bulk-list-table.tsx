// A list whose rows can be selected for bulk actions (issue 17 §5): the bar of actions while
// rows are selected, the undo banner after one, then the table with a checkbox per row. Rows
// of an earlier page stay on screen when a reload fails: the table's own error row is not
// shown then, so an alert above it says so. A staff role that may not change the rows (issue
// 32 §4) gets the table alone, without checkboxes.
import { useTranslation } from '@/lib/use-translation';
import type { BulkKind } from '@charades/shared/schemas/admin-bulk';
import { Button } from '@/components/ui/button';
import { BulkBar } from './bulk-bar';
import { QueryTable, type QueryTableProps } from './query-table';
import { UndoBanner } from './undo-banner';
import type { BulkSelection } from '../lib/use-bulk-selection';

export function BulkListTable<T extends { id: string; title: string }, A extends BulkKind, B>({
  bulk,
  actions,
  enabled,
  ...table
}: Omit<QueryTableProps<T>, 'selection'> & {
  bulk: BulkSelection<A, B>;
  /** The bar's buttons, in order; delete is the destructive one. */
  actions: readonly A[];
  /** Whether the signed-in role may act on the rows in bulk. */
  enabled: boolean;
}) {
  const { t } = useTranslation();
  if (!enabled) {
    return (
      <div className="mt-4">
        <QueryTable {...table} />
      </div>
    );
  }
  return (
    <>
      <BulkBar count={bulk.selected.size} onClear={() => bulk.setSelected(new Set())}>
        {actions.map((action) => (
          <Button key={action} variant={action === 'delete' ? 'destructive' : 'outline'} size="sm" onClick={() => bulk.ask(action)}>
            {t(`admin.bulk.${action}`)}
          </Button>
        ))}
      </BulkBar>
      {bulk.done && <UndoBanner action={bulk.done} onDone={bulk.dismiss} />}
      {table.query.isError && table.query.data && (
        <p role="alert" className="mt-4 font-semibold text-red-700">
          {table.failedText}
        </p>
      )}
      <div className="mt-4">
        <QueryTable
          {...table}
          selection={{
            selected: bulk.selected,
            onChange: bulk.setSelected,
            rowLabel: (row) => t('admin.bulk.selectRow', { title: row.title }),
            allLabel: t('admin.bulk.selectAll'),
          }}
        />
      </div>
    </>
  );
}
