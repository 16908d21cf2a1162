// The columns of a coupon's redemptions: when, who (the e-mail, a link to the person page, with
// the account's id) and the payment (its id, a link to it on the Payments page, and its status).
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { CouponRedemption } from '@charades/shared/schemas/admin';
import { PaymentStatusBadge } from '../../components/payment-status-badge';
import { formatAdminDateTime } from '../../lib/admin-dates';

const LINK = 'font-semibold text-indigo-800 underline underline-offset-2';

export function useRedemptionColumns(): ColumnDef<CouponRedemption, unknown>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        id: 'createdAt',
        header: t('admin.coupons.redemptions.date'),
        enableSorting: false,
        cell: ({ row }) => (
          <time className="whitespace-nowrap tabular-nums" dateTime={row.original.createdAt}>
            {formatAdminDateTime(row.original.createdAt)}
          </time>
        ),
      },
      {
        id: 'account',
        header: t('admin.coupons.redemptions.account'),
        enableSorting: false,
        cell: ({ row: { original: r } }) => (
          <div className="min-w-44 max-w-64" dir="ltr">
            <Link
              to={`/admin/users/${r.userId}`}
              className={`${LINK} [overflow-wrap:anywhere]`}
              aria-label={t('admin.coupons.redemptions.openPerson', { email: r.email ?? r.userId })}
            >
              {r.email ?? r.userId}
            </Link>
            <p className="font-mono text-xs text-stone-700 [overflow-wrap:anywhere]">
              <span className="sr-only">{t('admin.coupons.redemptions.userId')}: </span>
              {r.userId}
            </p>
          </div>
        ),
      },
      {
        id: 'payment',
        header: t('admin.coupons.redemptions.payment'),
        enableSorting: false,
        cell: ({ row: { original: r } }) =>
          r.paymentId ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              <Link
                to={`/admin/payments?search=${encodeURIComponent(r.paymentId)}`}
                className={`${LINK} whitespace-nowrap font-mono`}
                aria-label={t('admin.coupons.redemptions.openPayment', { id: r.paymentId })}
              >
                {/* The first 8 characters find it (the payments search takes 6 or more of any id). */}
                {r.paymentId.slice(0, 8)}…
              </Link>
              {r.paymentStatus ? (
                <PaymentStatusBadge status={r.paymentStatus} />
              ) : (
                <span className="text-stone-700">{t('admin.coupons.redemptions.paymentGone')}</span>
              )}
            </span>
          ) : (
            '-'
          ),
      },
    ],
    [t],
  );
}
