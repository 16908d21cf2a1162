// Issue 17 §1 Payments: find a payment a player asks about (e-mail or any id), filter by
// status, gateway, test or real and Kuwait calendar days, and open its detail with the
// gateway's reference fields, its refunds and the Refund button.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { PAYMENT_VIEW_STATUSES, type AdminPayment } from '@charades/shared/schemas/admin-payments';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { DataTable } from '../components/data-table';
import { SearchBox } from '../components/search-box';
import { FilterSelect } from '../components/filter-select';
import { PaymentDetailDialog } from '../components/payment-detail-dialog';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { useListParams } from '../lib/use-list-params';
import { ADMIN_TIME_ZONE_LABEL, formatAdminDateTime } from '../lib/admin-dates';
import { usePayments } from '../api/list-payments';

const GATEWAYS = ['all', 'myfatoorah', 'sandbox', 'coupon'] as const;
const MODES = ['all', 'real', 'test'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function PaymentsPage() {
  const { t } = useTranslation();
  const list = useListParams<'status' | 'gateway' | 'mode' | 'from' | 'to'>({
    sort: 'createdAt',
    order: 'desc',
    filters: { status: 'all', gateway: 'all', mode: 'all', from: '', to: '' },
  });
  // The list is always newest first; an empty or half-typed date is no filter.
  const query = useMemo(() => {
    const { sort: _sort, order: _order, from, to, ...rest } = list.query;
    return {
      ...rest,
      ...(typeof from === 'string' && DAY.test(from) ? { from } : {}),
      ...(typeof to === 'string' && DAY.test(to) ? { to } : {}),
    };
  }, [list.query]);
  const payments = usePayments(query);
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    if (payments.isError) toast.error(t('admin.payments.fetchFailed'));
  }, [payments.isError, payments.errorUpdatedAt, t]);

  const columns = useMemo<ColumnDef<AdminPayment, unknown>[]>(
    () => [
      {
        id: 'buyer',
        header: t('admin.payments.columns.buyer'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.userEmail ? (
            <span className="block min-w-40 max-w-64 [overflow-wrap:anywhere]" dir="ltr">
              {row.original.userEmail}
            </span>
          ) : (
            <span className="italic text-stone-700">{t('admin.payments.deletedAccount')}</span>
          ),
      },
      {
        id: 'amount',
        header: t('admin.payments.columns.amount'),
        enableSorting: false,
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
        cell: ({ row }) => (row.original.couponCode ? <bdi dir="ltr">{row.original.couponCode}</bdi> : '-'),
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
        header: t('admin.payments.columns.status'),
        enableSorting: false,
        cell: ({ row }) => <PaymentStatusBadge status={row.original.status} />,
      },
      {
        id: 'createdAt',
        header: t('admin.payments.columns.created'),
        enableSorting: false,
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatAdminDateTime(row.original.createdAt)}</span>,
      },
      {
        id: 'paidAt',
        header: t('admin.payments.columns.paid'),
        enableSorting: false,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{row.original.paidAt ? formatAdminDateTime(row.original.paidAt) : '-'}</span>
        ),
      },
      {
        id: 'actions',
        header: t('admin.payments.columns.actions'),
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('admin.payments.viewPayment', {
              amount: row.original.amount,
              buyer: row.original.userEmail ?? t('admin.payments.deletedAccount'),
              date: formatAdminDateTime(row.original.createdAt),
            })}
            onClick={() => setOpenId(row.original.id)}
          >
            {t('admin.payments.details')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-extrabold" tabIndex={-1}>
        {t('admin.payments.title')}
      </h1>
      <p className="mt-1 text-sm text-stone-700">{t('admin.payments.timeZone', { zone: ADMIN_TIME_ZONE_LABEL })}</p>
      <div className="mt-6 flex flex-col gap-3">
        <SearchBox label={t('admin.payments.search')} value={list.searchInput} onChange={(v) => list.setSearchInput(v)} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <FilterSelect
            label={t('admin.payments.filters.status')}
            value={list.filters.status}
            onChange={(v) => list.setFilter('status', v)}
          >
            {(['all', ...PAYMENT_VIEW_STATUSES] as const).map((s) => (
              <option key={s} value={s}>
                {t(`admin.payments.statuses.${s}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label={t('admin.payments.filters.gateway')}
            value={list.filters.gateway}
            onChange={(v) => list.setFilter('gateway', v)}
          >
            {GATEWAYS.map((g) => (
              <option key={g} value={g}>
                {t(`admin.payments.gateways.${g}`)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect label={t('admin.payments.filters.mode')} value={list.filters.mode} onChange={(v) => list.setFilter('mode', v)}>
            {MODES.map((m) => (
              <option key={m} value={m}>
                {t(`admin.payments.modes.${m}`)}
              </option>
            ))}
          </FilterSelect>
          <DayFilter label={t('admin.payments.filters.from')} value={list.filters.from} onChange={(v) => list.setFilter('from', v)} />
          <DayFilter label={t('admin.payments.filters.to')} value={list.filters.to} onChange={(v) => list.setFilter('to', v)} />
        </div>
      </div>
      <div className="mt-4">
        <DataTable
          caption={t('admin.payments.caption')}
          columns={columns}
          rows={payments.data?.items}
          total={payments.data?.total ?? 0}
          loading={payments.isFetching}
          loadingText={t('admin.payments.loading')}
          emptyText={t('admin.payments.empty')}
          errorText={payments.isError ? t('admin.payments.fetchFailed') : undefined}
          onRetry={() => void payments.refetch()}
          list={list}
          rowId={(p) => p.id}
        />
      </div>
      {openId !== null && <PaymentDetailDialog key={openId} paymentId={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}

function DayFilter({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-stone-800">
      {label}
      <Input type="date" className="w-auto" value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}
