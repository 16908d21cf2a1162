// The categories table's columns: Title (marked when it has an image), Internal ID, Language
// (the three sort on the server), Status, Titles, and the row's Edit and Delete.
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminCategory } from '@charades/shared/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { HasPictureMark } from '../../components/has-picture-mark';
import { actionsColumn } from '../../components/row-actions';
import { useStaffMay } from '../../lib/use-staff-may';
import { useCategoryDialogs } from './categories-dialogs';

export function useCategoryColumns(): ColumnDef<AdminCategory, unknown>[] {
  const { t } = useTranslation();
  const { show } = useCategoryDialogs();
  const changes = useStaffMay()('admin.categories.update');
  return useMemo(
    () => [
      {
        id: 'title',
        accessorFn: (c) => c.title,
        header: t('admin.categories.colTitle'),
        cell: ({ row }) => (
          <span className="flex min-w-40 max-w-md items-center gap-2">
            <span className="font-semibold wrap-anywhere" dir="auto">
              {row.original.title}
            </span>
            <HasPictureMark url={row.original.imageUrl} />
          </span>
        ),
      },
      {
        id: 'internalId',
        accessorFn: (c) => c.internalId,
        header: t('admin.categories.colInternalId'),
        cell: ({ row }) => <code className="block min-w-24 max-w-56 text-xs wrap-anywhere">{row.original.internalId}</code>,
      },
      {
        id: 'language',
        accessorFn: (c) => c.language,
        header: t('admin.categories.colLanguage'),
        cell: ({ row }) => row.original.language.toUpperCase(),
      },
      {
        id: 'status',
        header: t('admin.categories.colStatus'),
        enableSorting: false,
        cell: ({ row }) => (
          <Badge tone={row.original.isActive ? 'success' : 'neutral'}>
            {t(row.original.isActive ? 'admin.common.active' : 'admin.common.inactive')}
          </Badge>
        ),
      },
      {
        id: 'titleCount',
        header: t('admin.categories.colTitles'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.titleCount}</span>,
      },
      actionsColumn<AdminCategory>({
        header: t('admin.common.actions'),
        editLabel: (c) => t('admin.categories.editRow', { title: c.title }),
        deleteLabel: (c) => t('admin.categories.deleteRow', { title: c.title }),
        show,
        changes,
        history: (row) => ({ targetId: row.id, label: t('admin.history.of', { name: row.title }) }),
      }),
    ],
    [t, show, changes],
  );
}
