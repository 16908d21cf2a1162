// The Edit and Delete icon buttons of a table row; their labels name the row.
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
