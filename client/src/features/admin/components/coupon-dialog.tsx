// Add Coupon and Edit Coupon: one dialog (docs/product.md#screens) around the coupon form
// (coupon-form.tsx), which starts afresh at each opening.
import { useTranslation } from '@/lib/use-translation';
import type { AdminCoupon } from '@charades/shared/schemas/admin';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { CouponForm } from './coupon-form';

export function CouponDialog({ open, coupon, onClose }: { open: boolean; coupon: AdminCoupon | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent size="lg" title={t(coupon ? 'admin.coupons.editTitle' : 'admin.coupons.addTitle')}>
        {/* Keyed so each opening starts from the coupon's own values. */}
        {open && <CouponForm key={coupon?.id ?? 'new'} coupon={coupon} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
