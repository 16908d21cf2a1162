// The columns of a person's payments: the date (a link to the payment on the Payments page),
// amount, games, status (and whether a test) and gateway.
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminPayment } from '@charades/shared/schemas/admin-payments';
import { Badge } from '@/components/ui/badge';
import { formatAdminDateTime } from '../../lib/admin-dates';

const PAYMENT_TONE = { Paid: 'success', PartlyRefunded: 'warning', Refunded: 'neutral', Pending: 'neutral', Failed: 'danger' } as const;

export function usePersonPaymentColumns(): ColumnDef<AdminPayment, unknown>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'createdAt',
        header: t('admin.person.payments.date'),
        enableSorting: false,
        cell: ({ row }) => (
          <Link
            to={`/admin/payments?search=${encodeURIComponent(row.original.id)}`}
            className="whitespace-nowrap font-semibold text-indigo-800 underline underline-offset-2"
            aria-label={t('admin.person.payments.open', { date: formatAdminDateTime(row.original.createdAt) })}
          >
            {formatAdminDateTime(row.original.createdAt)}
          </Link>
        ),
      },
      {
        id: 'amount',
        header: t('admin.person.payments.amount'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{row.original.amount} KWD</span>,
      },
      {
        id: 'tokens',
        header: t('admin.person.payments.games'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.tokens}</span>,
      },
      {
        id: 'status',
        header: t('admin.person.payments.status'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="inline-flex flex-wrap gap-1">
            <Badge tone={PAYMENT_TONE[row.original.status]}>{t(`admin.person.paymentStatus.${row.original.status}`)}</Badge>
            {row.original.test && <Badge tone="neutral">{t('admin.person.payments.test')}</Badge>}
          </span>
        ),
      },
      {
        id: 'gateway',
        header: t('admin.person.payments.gateway'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.gateway}</span>,
      },
    ],
    [t],
  );
}
