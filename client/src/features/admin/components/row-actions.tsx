// The History link and the Edit and Delete icon buttons of a table row; their labels name the row. actionsColumn
// is the Actions column of a list whose rows open the page's edit and delete dialogs; a staff
// role that may not change the rows (issue 32 §4) gets the History link alone. A list may put a
// button of its own first (a coupon's redemptions).
import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { HistoryLink } from './history-link';

export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  history,
  extra,
}: {
  editLabel: string;
  deleteLabel: string;
  /** Absent: the row cannot be changed by this role, and the buttons are not drawn. */
  onEdit?: () => void;
  onDelete?: () => void;
  /** The row's History link (its audit log), when it has one. */
  history?: { targetId: string; label: string } | undefined;
  /** The list's own icon button, before the others. */
  extra?: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-1">
      {extra}
      {history && <HistoryLink icon targetId={history.targetId} label={history.label} />}
      {onEdit && (
        <Button type="button" variant="ghost" size="icon" aria-label={editLabel} title={editLabel} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
      )}
      {onDelete && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={deleteLabel}
          title={deleteLabel}
          onClick={onDelete}
          className="text-red-700 hover:bg-red-50"
        >
          <Trash2 aria-hidden />
        </Button>
      )}
    </div>
  );
}

export function actionsColumn<T>({
  header,
  editLabel,
  deleteLabel,
  show,
  history,
  changes = true,
  extra,
}: {
  header: string;
  /** Whether the signed-in role may edit and delete these rows. */
  changes?: boolean;
  editLabel: (row: T) => string;
  deleteLabel: (row: T) => string;
  show: (dialog: 'edit' | 'delete', row: T) => void;
  history?: (row: T) => { targetId: string; label: string };
  extra?: (row: T) => ReactNode;
}): ColumnDef<T, unknown> {
  return {
    id: 'actions',
    header,
    enableSorting: false,
    cell: ({ row }) => (
      <RowActions
        editLabel={editLabel(row.original)}
        deleteLabel={deleteLabel(row.original)}
        onEdit={changes ? () => show('edit', row.original) : undefined}
        onDelete={changes ? () => show('delete', row.original) : undefined}
        history={history?.(row.original)}
        extra={extra?.(row.original)}
      />
    ),
  };
}
