// The Edit and Delete icon buttons of a table row; their labels name the row. actionsColumn
// is the Actions column of a list whose rows open the page's edit and delete dialogs.
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function RowActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button type="button" variant="ghost" size="icon" aria-label={editLabel} title={editLabel} onClick={onEdit}>
        <Pencil aria-hidden />
      </Button>
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
    </div>
  );
}

export function actionsColumn<T>({
  header,
  editLabel,
  deleteLabel,
  show,
}: {
  header: string;
  editLabel: (row: T) => string;
  deleteLabel: (row: T) => string;
  show: (dialog: 'edit' | 'delete', row: T) => void;
}): ColumnDef<T, unknown> {
  return {
    id: 'actions',
    header,
    enableSorting: false,
    cell: ({ row }) => (
      <RowActions
        editLabel={editLabel(row.original)}
        deleteLabel={deleteLabel(row.original)}
        onEdit={() => show('edit', row.original)}
        onDelete={() => show('delete', row.original)}
      />
    ),
  };
}
