// A coupon's redemptions (issue 32 §5), opened from its row: who used it, when, and with which
// payment, paged in the dialog's own state (a page of the coupons list keeps its URL).
import { useTranslation } from '@/lib/use-translation';
import type { AdminCoupon } from '@charades/shared/schemas/admin';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useCouponRedemptions } from '../../api/list-coupon-redemptions';
import { useLocalPaging } from '../../lib/use-local-paging';
import { useRedemptionColumns } from './redemption-columns';
import { QueryTable } from '../../components/query-table';

export function CouponRedemptionsDialog({ open, coupon, onClose }: { open: boolean; coupon: AdminCoupon | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        size="xl"
        title={t('admin.coupons.redemptions.title', { code: coupon?.code ?? '' })}
        description={t('admin.coupons.redemptions.description')}
      >
        {/* Keyed so each coupon starts on its first page. */}
        {open && coupon && <Redemptions key={coupon.id} couponId={coupon.id} />}
      </DialogContent>
    </Dialog>
  );
}

function Redemptions({ couponId }: { couponId: string }) {
  const { t } = useTranslation();
  const paging = useLocalPaging();
  const redemptions = useCouponRedemptions(couponId, paging.query);
  const columns = useRedemptionColumns();
  return (
    <QueryTable
      caption={t('admin.coupons.redemptions.caption')}
      columns={columns}
      query={redemptions}
      loadingText={t('admin.coupons.redemptions.loading')}
      emptyText={t('admin.coupons.redemptions.empty')}
      failedText={t('admin.coupons.redemptions.failed')}
      list={paging}
    />
  );
}
