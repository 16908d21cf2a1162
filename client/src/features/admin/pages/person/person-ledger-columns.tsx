// The columns of a person's ledger: every balance change, newest first, with its reason, the
// change, the balance after it, the admin's note and the admin who made it.
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { ColumnDef } from '@tanstack/react-table';
import type { LedgerEntry } from '@charades/shared/schemas/admin-person';
import { formatAdminDateTime } from '../../lib/admin-dates';

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');

export function useLedgerColumns(): ColumnDef<LedgerEntry, unknown>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'createdAt',
        header: t('admin.person.ledger.date'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatAdminDateTime(row.original.createdAt)}</span>,
      },
      {
        id: 'reason',
        header: t('admin.person.ledger.reason'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap">{t(`admin.person.reasons.${row.original.reason}`)}</span>,
      },
      {
        id: 'delta',
        header: t('admin.person.ledger.delta'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className={`whitespace-nowrap font-semibold tabular-nums ${row.original.delta < 0 ? 'text-red-800' : 'text-green-800'}`}>
            {signed(row.original.delta)}
          </span>
        ),
      },
      {
        id: 'balanceAfter',
        header: t('admin.person.ledger.balanceAfter'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.balanceAfter}</span>,
      },
      {
        id: 'note',
        header: t('admin.person.ledger.note'),
        enableSorting: false,
        cell: ({ row }) => <span className="block min-w-32 max-w-72 [overflow-wrap:anywhere]">{row.original.note ?? '—'}</span>,
      },
      {
        id: 'admin',
        header: t('admin.person.ledger.admin'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="block max-w-56 [overflow-wrap:anywhere]" dir="ltr">
            {row.original.adminEmail ?? '—'}
          </span>
        ),
      },
    ],
    [t],
  );
}
