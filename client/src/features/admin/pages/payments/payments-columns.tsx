// The payments table's columns: Buyer, Amount, Games, Coupon, Gateway (and whether a test),
// Status, Created, Paid, and the row's Details. Amount, Status and Created sort (on the server,
// by the same names: PAYMENT_SORTS); the others do not. Issue 32 §5: the table fits 1280 px with
// its Details showing, so the long cells wrap (an e-mail or a coupon code anywhere, a time under
// its date) rather than widen the table.
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminPayment } from '@charades/shared/schemas/admin-payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PaymentStatusBadge } from '../../components/payment-status-badge';
import { formatAdminDate, formatAdminDateTime, formatAdminTime } from '../../lib/admin-dates';
import type { GATEWAYS } from './payments-filters';
import { usePaymentDialogs } from './payments-dialogs';

export function usePaymentColumns(): ColumnDef<AdminPayment, unknown>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      { id: 'buyer', header: t('admin.payments.columns.buyer'), enableSorting: false, cell: ({ row }) => <Buyer payment={row.original} /> },
      {
        id: 'amount',
        accessorKey: 'amount',
        // Money and dates sort largest and newest first on the first click; words A to Z.
        sortDescFirst: true,
        header: t('admin.payments.columns.amount'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {row.original.amount} {row.original.currency}
          </span>
        ),
      },
      {
        id: 'tokens',
        header: t('admin.payments.columns.tokens'),
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{row.original.tokens}</span>,
      },
      {
        id: 'coupon',
        header: t('admin.payments.columns.coupon'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.couponCode ? (
            <span className="block min-w-20 max-w-40 [overflow-wrap:anywhere]" dir="ltr">
              {row.original.couponCode}
            </span>
          ) : (
            '-'
          ),
      },
      {
        id: 'gateway',
        header: t('admin.payments.columns.gateway'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="inline-flex flex-wrap items-center gap-1 whitespace-nowrap">
            {t(`admin.payments.gateways.${row.original.gateway as (typeof GATEWAYS)[number]}`, { defaultValue: row.original.gateway })}
            {row.original.test && <Badge tone="warning">{t('admin.payments.test')}</Badge>}
          </span>
        ),
      },
      {
        id: 'status',
        accessorKey: 'status',
        sortDescFirst: false,
        header: t('admin.payments.columns.status'),
        cell: ({ row }) => <PaymentStatusBadge status={row.original.status} />,
      },
      {
        id: 'createdAt',
        accessorKey: 'createdAt',
        sortDescFirst: true,
        header: t('admin.payments.columns.created'),
        cell: ({ row }) => <DateTime iso={row.original.createdAt} />,
      },
      {
        id: 'paidAt',
        header: t('admin.payments.columns.paid'),
        enableSorting: false,
        cell: ({ row }) => (row.original.paidAt ? <DateTime iso={row.original.paidAt} /> : '-'),
      },
      {
        id: 'actions',
        header: t('admin.payments.columns.actions'),
        enableSorting: false,
        cell: ({ row }) => <DetailsButton payment={row.original} />,
      },
    ],
    [t],
  );
}

/** 'Nov 23, 2026' over '21:05'. */
function DateTime({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} className="block whitespace-nowrap tabular-nums">
      {formatAdminDate(iso)}
      <span className="block text-stone-700">{formatAdminTime(iso)}</span>
    </time>
  );
}

function Buyer({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation();
  return payment.userEmail ? (
    <span className="block min-w-36 max-w-56 [overflow-wrap:anywhere]" dir="ltr">
      {payment.userEmail}
    </span>
  ) : (
    <span className="italic text-stone-700">{t('admin.payments.deletedAccount')}</span>
  );
}

function DetailsButton({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation();
  const { show } = usePaymentDialogs();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('admin.payments.viewPayment', {
        amount: payment.amount,
        buyer: payment.userEmail ?? t('admin.payments.deletedAccount'),
        date: formatAdminDateTime(payment.createdAt),
      })}
      onClick={() => show('detail', payment)}
    >
      {t('admin.payments.details')}
    </Button>
  );
}
