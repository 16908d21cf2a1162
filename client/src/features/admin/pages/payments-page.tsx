// Issue 17 §1 Payments: find a payment a player asks about (e-mail or any id), filter by
// status, gateway, test or real and Kuwait calendar days, sort by date, amount or status
// (issue 32 §3), and open its detail with the gateway's reference fields, its refunds and the
// Refund button.
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PAYMENT_SORTS } from '@charades/shared/schemas/admin-payments';
import { useExportPayments } from '../api/export-payments';
import { ExportCsvButton } from '../components/export-csv-button';
import { AdminPage } from '../components/admin-page';
import { QueryTable } from '../components/query-table';
import { usePayments } from '../api/list-payments';
import { ADMIN_TIME_ZONE_LABEL } from '../lib/admin-dates';
import { useFailureToast } from '../lib/use-failure-toast';
import { useListParams } from '../lib/use-list-params';
import { usePaymentColumns } from './payments/payments-columns';
import { PaymentDialogs, PaymentDialogsProvider } from './payments/payments-dialogs';
import { PaymentsFilters, type PaymentFilter } from './payments/payments-filters';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function PaymentsPage() {
  return (
    <PaymentDialogsProvider>
      <Payments />
    </PaymentDialogsProvider>
  );
}

function Payments() {
  const { t } = useTranslation();
  const list = useListParams<PaymentFilter>({
    sort: 'createdAt',
    order: 'desc',
    sorts: PAYMENT_SORTS,
    filters: { status: 'all', gateway: 'all', mode: 'all', declined: 'all', coupon: '', from: '', to: '' },
  });
  // Newest first unless a header says otherwise (issue 32 §3); an empty or half-typed date is no filter.
  const query = useMemo(() => {
    const { from, to, declined, coupon, ...rest } = list.query;
    return {
      ...rest,
      ...(typeof coupon === 'string' && coupon.trim() ? { coupon: coupon.trim() } : {}),
      ...(declined === 'true' ? { declined: 'true' as const } : declined === 'false' ? { declined: 'false' as const } : {}),
      ...(typeof from === 'string' && DAY.test(from) ? { from } : {}),
      ...(typeof to === 'string' && DAY.test(to) ? { to } : {}),
    };
  }, [list.query]);
  const payments = usePayments(query);
  useFailureToast(payments, t('admin.payments.fetchFailed'));
  const columns = usePaymentColumns();
  const exporter = useExportPayments();
  return (
    <AdminPage
      title={t('admin.payments.title')}
      actions={
        <ExportCsvButton
          route="admin.payments.export"
          exporter={{ mutateAsync: () => exporter.mutateAsync(query), isPending: exporter.isPending }}
          failedText={t('admin.payments.exportFailed')}
        />
      }
    >
      <p className="mt-1 text-sm text-stone-700">{t('admin.payments.timeZone', { zone: ADMIN_TIME_ZONE_LABEL })}</p>
      <PaymentsFilters list={list} />
      <div className="mt-4">
        <QueryTable
          caption={t('admin.payments.caption')}
          columns={columns}
          query={payments}
          loadingText={t('admin.payments.loading')}
          emptyText={t('admin.payments.empty')}
          failedText={t('admin.payments.fetchFailed')}
          list={list}
          compact
        />
      </div>
      <PaymentDialogs />
    </AdminPage>
  );
}
