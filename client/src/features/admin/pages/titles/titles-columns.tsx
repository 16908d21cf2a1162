// The titles table's columns: Title (marked when it has a poster), Category, Language (each
// sorts on the server), and the row's Edit and Delete.
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminTitle } from '@charades/shared/schemas/admin';
import type { Language } from '@charades/shared/languages';
import { Badge } from '@/components/ui/badge';
import { HasPictureMark } from '../../components/has-picture-mark';
import { actionsColumn } from '../../components/row-actions';
import { useStaffMay } from '../../lib/use-staff-may';
import { useTitleDialogs } from './titles-dialogs';

/** Each language's badge colour, so the two are told apart at a glance. */
const LANGUAGE_TONE: Record<Language, 'warning' | 'success'> = { ar: 'warning', en: 'success' };

export function useTitleColumns(): ColumnDef<AdminTitle, unknown>[] {
  const { t } = useTranslation();
  const { show } = useTitleDialogs();
  const changes = useStaffMay()('admin.titles.update');
  return useMemo(
    () => [
      {
        id: 'title',
        accessorFn: (x) => x.title,
        header: t('admin.titles.colTitle'),
        cell: ({ row }) => (
          <span className="flex min-w-40 max-w-md items-center gap-2">
            <span className="font-semibold wrap-anywhere" dir="auto">
              {row.original.title}
            </span>
            <HasPictureMark url={row.original.posterUrl} />
          </span>
        ),
      },
      {
        id: 'category',
        accessorFn: (x) => x.category?.title ?? '',
        header: t('admin.titles.colCategory'),
        cell: ({ row }) =>
          row.original.category ? (
            <span className="block min-w-32 max-w-xs wrap-anywhere" dir="auto">
              {row.original.category.title}
            </span>
          ) : (
            <span className="text-stone-600 italic">{t('admin.titles.noCategory')}</span>
          ),
      },
      {
        id: 'language',
        accessorFn: (x) => x.language,
        header: t('admin.titles.colLanguage'),
        cell: ({ row }) => (
          <Badge tone={LANGUAGE_TONE[row.original.language]}>{t(`admin.common.languages.${row.original.language}`)}</Badge>
        ),
      },
      actionsColumn<AdminTitle>({
        header: t('admin.common.actions'),
        editLabel: (x) => t('admin.titles.editRow', { title: x.title }),
        deleteLabel: (x) => t('admin.titles.deleteRow', { title: x.title }),
        show,
        changes,
        history: (row) => ({ targetId: row.id, label: t('admin.history.of', { name: row.title }) }),
      }),
    ],
    [t, show, changes],
  );
}
