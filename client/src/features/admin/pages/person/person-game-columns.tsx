// The columns of a person's games: when it started, its category, the teams with their
// scores, and its status.
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { ColumnDef } from '@tanstack/react-table';
import type { PersonGame } from '@charades/shared/schemas/admin-person';
import { formatAdminDateTime } from '../../lib/admin-dates';

export function usePersonGameColumns(): ColumnDef<PersonGame, unknown>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'createdAt',
        header: t('admin.person.games.started'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatAdminDateTime(row.original.createdAt)}</span>,
      },
      {
        id: 'category',
        header: t('admin.person.games.category'),
        enableSorting: false,
        cell: ({ row }) => <span className="block min-w-28 [overflow-wrap:anywhere]">{row.original.categoryTitle ?? '—'}</span>,
      },
      {
        id: 'teams',
        header: t('admin.person.games.teams'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="block min-w-40 [overflow-wrap:anywhere]">
            {t('admin.person.games.score', {
              teamA: row.original.teamA,
              scoreA: row.original.scoreA,
              teamB: row.original.teamB,
              scoreB: row.original.scoreB,
            })}
          </span>
        ),
      },
      {
        id: 'status',
        header: t('admin.person.games.status'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap">{t(`admin.person.gameStatus.${row.original.status}`)}</span>,
      },
    ],
    [t],
  );
}
