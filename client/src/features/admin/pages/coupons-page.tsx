// docs/product.md#screens Coupons management: search by code, Add Coupon, the table (Code, Type, Value,
// Usage, Status, Expiry, Actions), one Add/Edit dialog and a delete confirmation.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { AdminCoupon } from '@charades/shared/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';
import { useCoupons } from '../api/list-coupons';
import { useDeleteCoupon } from '../api/delete-coupon';
import { CouponDialog } from '../components/coupon-dialog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { SearchBox } from '../components/search-box';
import { isExpired } from '../lib/coupon-dates';
import { formatAdminDate } from '../lib/admin-dates';
import { useFailureToast } from '../lib/use-failure-toast';
import { useListParams } from '../lib/use-list-params';

type Editing = { coupon: AdminCoupon | null } | null;

export function CouponsPage() {
  const { t } = useTranslation();
  const list = useListParams({ sort: 'createdAt', order: 'desc' });
  const coupons = useCoupons(list.query);
  useFailureToast(coupons, t('admin.coupons.toast.fetchFailed'));
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);
  const remove = useDeleteCoupon();

  // Columns with an accessor sort (on the server, by the same names); the others do not.
  const columns = useMemo<ColumnDef<AdminCoupon, unknown>[]>(
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
        cell: ({ row: { original: c } }) => (
          <span className="whitespace-nowrap tabular-nums">
            {c.type === 'discount' && c.discountPercentage !== null
              ? `${c.discountPercentage}%`
              : c.type === 'free' && c.freeTokens !== null
                ? t('admin.coupons.tokens', { count: c.freeTokens })
                : '-'}
          </span>
        ),
      },
      {
        id: 'usedCount',
        accessorKey: 'usedCount',
        header: t('admin.coupons.columns.usage'),
        cell: ({ row: { original: c } }) => (
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
        ),
      },
      {
        id: 'status',
        enableSorting: false,
        header: t('admin.coupons.columns.status'),
        cell: ({ row: { original: c } }) =>
          !c.active ? (
            <Badge tone="neutral">{t('admin.common.inactive')}</Badge>
          ) : isExpired(c.expiresAt) ? (
            <Badge tone="danger">{t('admin.coupons.expired')}</Badge>
          ) : (
            <Badge tone="success">{t('admin.common.active')}</Badge>
          ),
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
      {
        id: 'actions',
        enableSorting: false,
        header: t('admin.common.actions'),
        cell: ({ row: { original: c } }) => (
          <div className="flex gap-1">
            <Button
              variant="outline"
              size="icon"
              aria-label={t('admin.coupons.editLabel', { code: c.code })}
              onClick={() => setEditing({ coupon: c })}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="outline"
              size="icon"
              aria-label={t('admin.coupons.deleteLabel', { code: c.code })}
              onClick={() => setDeleting(c)}
            >
              <Trash2 aria-hidden className="text-red-700" />
            </Button>
          </div>
        ),
      },
    ],
    [t],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast(t('admin.coupons.toast.deleted'));
        setDeleting(null);
      },
      onError: (err) => {
        toast.error(t('admin.coupons.toast.deleteFailed'));
        // coupon_not_found: someone else deleted it; the list refreshes.
        if (err instanceof ApiError && err.code === 'coupon_not_found') setDeleting(null);
      },
    });
  };

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-extrabold" tabIndex={-1}>
        {t('admin.coupons.title')}
      </h1>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox label={t('admin.coupons.search')} value={list.searchInput} onChange={(value) => list.setSearchInput(value)} />
        <Button variant="admin-primary" onClick={() => setEditing({ coupon: null })}>
          <Plus aria-hidden />
          {t('admin.coupons.add')}
        </Button>
      </div>
      <div className="mt-4">
        <DataTable
          caption={t('admin.coupons.caption')}
          columns={columns}
          rows={coupons.data?.items}
          total={coupons.data?.total ?? 0}
          loading={coupons.isFetching}
          loadingText={t('admin.coupons.loading')}
          emptyText={t('admin.coupons.empty')}
          errorText={coupons.isError ? t('admin.coupons.toast.fetchFailed') : undefined}
          onRetry={() => void coupons.refetch()}
          list={list}
          rowId={(c) => c.id}
        />
      </div>
      <CouponDialog open={editing !== null} coupon={editing?.coupon ?? null} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => {
          if (o) return;
          setDeleting(null);
          remove.reset();
        }}
        title={t('admin.common.areYouSure')}
        description={t('admin.coupons.deleteDescription', { code: deleting?.code ?? '' })}
        confirmLabel={t('admin.common.delete')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        {remove.error instanceof ApiError && remove.error.code !== 'coupon_not_found' && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {t(errorMessageKey(remove.error.code))}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
