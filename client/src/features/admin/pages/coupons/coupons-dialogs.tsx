// The coupons page's dialogs: Add and Edit (one form), a coupon's redemptions and the delete confirmation. A coupon
// someone else deleted meanwhile (coupon_not_found) closes the confirmation, the list
// refreshing without it; any other refusal is said in the dialog as well as in the toast.
import { useTranslation } from '@/lib/use-translation';
import type { AdminCoupon } from '@charades/shared/schemas/admin';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { CouponDialog } from '../../components/coupon-dialog';
import { DeleteRowDialog } from '../../components/delete-row-dialog';
import { useDeleteCoupon } from '../../api/delete-coupon';
import { createPageDialogs } from '../../lib/page-dialogs';
import { CouponRedemptionsDialog } from './redemptions-dialog';

export const { PageDialogsProvider: CouponDialogsProvider, usePageDialogs: useCouponDialogs } = createPageDialogs<
  'add' | 'edit' | 'delete' | 'redemptions',
  AdminCoupon
>('coupons');

const isGone = (err: unknown) => err instanceof ApiError && err.code === 'coupon_not_found';

export function CouponDialogs() {
  const { t } = useTranslation();
  const { open, row, close } = useCouponDialogs();
  const remove = useDeleteCoupon();
  return (
    <>
      <CouponDialog open={open === 'add' || open === 'edit'} coupon={row} onClose={close} />
      <CouponRedemptionsDialog open={open === 'redemptions'} coupon={row} onClose={close} />
      <DeleteRowDialog
        open={open === 'delete'}
        row={row}
        onClose={close}
        remove={remove}
        description={t('admin.coupons.deleteDescription', { code: row?.code ?? '' })}
        deletedText={() => t('admin.coupons.toast.deleted')}
        failedText={() => t('admin.coupons.toast.deleteFailed')}
        closesOnFailure={isGone}
      >
        {remove.error instanceof ApiError && !isGone(remove.error) && (
          <p role="alert" className="text-sm font-semibold text-red-800">
            {t(errorMessageKey(remove.error.code))}
          </p>
        )}
      </DeleteRowDialog>
    </>
  );
}
