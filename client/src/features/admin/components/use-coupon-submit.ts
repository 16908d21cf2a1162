// Creating or saving a coupon from its form. A refusal's reason is shown where it belongs:
// on its field (the server's zod issues, or a code that names one), else above the buttons.
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from '@/lib/use-translation';
import { isErrorCode } from '@charades/shared/errors';
import type { AdminCoupon } from '@charades/shared/schemas/admin';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import type { CouponFieldName, CouponFormInput, CouponFormOutput } from './coupon-form-values';

const FIELDS: readonly CouponFieldName[] = [
  'code',
  'description',
  'type',
  'discountPercentage',
  'freeTokens',
  'maxUses',
  'userMaxUsage',
  'expiresAt',
  'active',
];
/** Server refusals that belong to one field. */
const FIELD_OF_CODE: Partial<Record<string, CouponFieldName>> = {
  coupon_code_taken: 'code',
  max_uses_below_used: 'maxUses',
  expiry_in_past: 'expiresAt',
};

/** Creates the coupon (none given) or saves the one edited, then calls onDone. */
export function useCouponSubmit(coupon: AdminCoupon | null, onDone: () => void, setError: UseFormSetError<CouponFormInput>) {
  const { t } = useTranslation();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = async (values: CouponFormOutput) => {
    setFormError(null);
    try {
      if (coupon) {
        await update.mutateAsync({ id: coupon.id, body: values });
        toast(t('admin.coupons.toast.updated'));
      } else {
        await create.mutateAsync(values);
        toast(t('admin.coupons.toast.created'));
      }
      onDone();
    } catch (err) {
      toast.error(t(coupon ? 'admin.coupons.toast.updateFailed' : 'admin.coupons.toast.createFailed'));
      if (!(err instanceof ApiError)) return;
      const issues = (err.body as { error?: { issues?: { path: string; code: string }[] } } | undefined)?.error?.issues ?? [];
      let placed = false;
      for (const issue of issues) {
        const field = FIELDS.find((f) => f === issue.path);
        if (field && isErrorCode(issue.code)) {
          setError(field, { message: issue.code });
          placed = true;
        }
      }
      const field = FIELD_OF_CODE[err.code];
      if (field) setError(field, { message: err.code });
      else if (!placed) setFormError(err.code);
    }
  };
  return { onSubmit, formError, saving: create.isPending || update.isPending };
}
