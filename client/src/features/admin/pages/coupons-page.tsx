// docs/product.md#screens Coupons management: search by code, Add Coupon, the table (Code,
// Type, Value, Usage, Status, Expiry, Actions), one Add/Edit dialog and a delete confirmation.
import { useTranslation } from '@/lib/use-translation';
import { AddButton } from '../components/add-button';
import { AdminPage } from '../components/admin-page';
import { QueryTable } from '../components/query-table';
import { SearchBox } from '../components/search-box';
import { useCoupons } from '../api/list-coupons';
import { useFailureToast } from '../lib/use-failure-toast';
import { useListParams } from '../lib/use-list-params';
import { useCouponColumns } from './coupons/coupons-columns';
import { CouponDialogs, CouponDialogsProvider, useCouponDialogs } from './coupons/coupons-dialogs';

export function CouponsPage() {
  return (
    <CouponDialogsProvider>
      <Coupons />
    </CouponDialogsProvider>
  );
}

function Coupons() {
  const { t } = useTranslation();
  const list = useListParams({ sort: 'createdAt', order: 'desc' });
  const coupons = useCoupons(list.query);
  useFailureToast(coupons, t('admin.coupons.toast.fetchFailed'));
  const columns = useCouponColumns();
  const { show } = useCouponDialogs();
  return (
    <AdminPage title={t('admin.coupons.title')}>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox label={t('admin.coupons.search')} value={list.searchInput} onChange={(value) => list.setSearchInput(value)} />
        <AddButton route="admin.coupons.create" label={t('admin.coupons.add')} onClick={() => show('add')} />
      </div>
      <div className="mt-4">
        <QueryTable
          caption={t('admin.coupons.caption')}
          columns={columns}
          query={coupons}
          loadingText={t('admin.coupons.loading')}
          emptyText={t('admin.coupons.empty')}
          failedText={t('admin.coupons.toast.fetchFailed')}
          list={list}
        />
      </div>
      <CouponDialogs />
    </AdminPage>
  );
}
