// The coupons table's columns: Code (with its description), Type, Value, Usage, Per user,
// Status, Expiry and the row's Redemptions, History, Edit and Delete. Columns with an accessor
// sort (on the server, by the same names); the others do not.
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { ColumnDef } from '@tanstack/react-table';
import { ListChecks } from 'lucide-react';
import type { AdminCoupon } from '@charades/shared/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { actionsColumn } from '../../components/row-actions';
import { useStaffMay } from '../../lib/use-staff-may';
import { formatAdminDate } from '../../lib/admin-dates';
import { isExpired } from '../../lib/coupon-dates';
import { useCouponDialogs } from './coupons-dialogs';

export function useCouponColumns(): ColumnDef<AdminCoupon, unknown>[] {
  const { t } = useTranslation();
  const { show } = useCouponDialogs();
  const changes = useStaffMay()('admin.coupons.update');
  return useMemo(
    () => [
      {
        id: 'code',
        accessorKey: 'code',
        header: t('admin.coupons.columns.code'),
        cell: ({ row: { original: c } }) => (
          <div className="min-w-32 max-w-[16rem]">
            <span className="break-all font-mono font-semibold">{c.code}</span>
            {c.description && <p className="line-clamp-2 break-words text-xs text-stone-600">{c.description}</p>}
          </div>
        ),
      },
      {
        id: 'type',
        accessorKey: 'type',
        header: t('admin.coupons.columns.type'),
        cell: ({ row: { original: c } }) => <span className="whitespace-nowrap">{t(`admin.coupons.types.${c.type}`)}</span>,
      },
      {
        id: 'value',
        enableSorting: false,
        header: t('admin.coupons.columns.value'),
        cell: ({ row }) => <CouponValue coupon={row.original} />,
      },
      {
        id: 'usedCount',
        accessorKey: 'usedCount',
        header: t('admin.coupons.columns.usage'),
        cell: ({ row }) => <CouponUsage coupon={row.original} />,
      },
      {
        id: 'userMaxUsage',
        enableSorting: false,
        header: t('admin.coupons.columns.perUser'),
        cell: ({ row }) => <span className="tabular-nums">{row.original.userMaxUsage}</span>,
      },
      {
        id: 'status',
        enableSorting: false,
        header: t('admin.coupons.columns.status'),
        cell: ({ row }) => <CouponStatus coupon={row.original} />,
      },
      {
        id: 'expiresAt',
        accessorKey: 'expiresAt',
        header: t('admin.coupons.columns.expiry'),
        cell: ({ row: { original: c } }) =>
          c.expiresAt ? (
            <time className="whitespace-nowrap" dateTime={c.expiresAt}>
              {formatAdminDate(c.expiresAt)}
            </time>
          ) : (
            t('admin.coupons.never')
          ),
      },
      actionsColumn<AdminCoupon>({
        header: t('admin.common.actions'),
        editLabel: (c) => t('admin.coupons.editLabel', { code: c.code }),
        deleteLabel: (c) => t('admin.coupons.deleteLabel', { code: c.code }),
        show,
        changes,
        history: (c) => ({ targetId: c.id, label: t('admin.history.of', { name: c.code }) }),
        extra: (c) => {
          const label = t('admin.coupons.redemptionsLabel', { code: c.code });
          return (
            <Button type="button" variant="ghost" size="icon" aria-label={label} title={label} onClick={() => show('redemptions', c)}>
              <ListChecks aria-hidden />
            </Button>
          );
        },
      }),
    ],
    [t, show, changes],
  );
}

function CouponValue({ coupon: c }: { coupon: AdminCoupon }) {
  const { t } = useTranslation();
  return (
    <span className="whitespace-nowrap tabular-nums">
      {c.type === 'discount' && c.discountPercentage !== null
        ? `${c.discountPercentage}%`
        : c.type === 'free' && c.freeTokens !== null
          ? t('admin.coupons.games', { count: c.freeTokens })
          : '-'}
    </span>
  );
}

function CouponUsage({ coupon: c }: { coupon: AdminCoupon }) {
  const { t } = useTranslation();
  return (
    <span className="whitespace-nowrap tabular-nums">
      {c.usedCount} /{' '}
      {c.maxUses === null ? (
        <>
          <span aria-hidden>∞</span>
          <span className="sr-only">{t('admin.coupons.unlimited')}</span>
        </>
      ) : (
        c.maxUses
      )}
    </span>
  );
}

function CouponStatus({ coupon: c }: { coupon: AdminCoupon }) {
  const { t } = useTranslation();
  if (!c.active) return <Badge tone="neutral">{t('admin.common.inactive')}</Badge>;
  if (isExpired(c.expiresAt)) return <Badge tone="danger">{t('admin.coupons.expired')}</Badge>;
  return <Badge tone="success">{t('admin.common.active')}</Badge>;
}
