// Add Coupon and Edit Coupon's form (docs/product.md#screens), validated by the shared couponBody so the
// browser applies the server's rules (docs/product.md#input-rules). Blank number inputs are null: blank max uses
// means unlimited, a blank discount, free tokens or per-user limit is refused. Switching the
// type clears the other type's field (docs/product.md#game-flow).
import { Controller, useForm, useWatch, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { couponBody, DEFAULT_DISCOUNT_PERCENTAGE, type AdminCoupon } from '@charades/shared/schemas/admin';
import { Input, Textarea } from '@/components/ui/input';
import { errorMessageKey } from '@/lib/error-message-key';
import { ExpiryInput } from './coupon-expiry-input';
import { blankToNull, defaultsOf, type CouponFieldName, type CouponFormInput, type CouponFormOutput } from './coupon-form-values';
import { DialogFormActions } from './dialog-form-actions';
import { FormField } from '@/components/ui/form-field';
import { useCouponSubmit } from './use-coupon-submit';

export function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CouponFormInput, unknown, CouponFormOutput>({ resolver: zodResolver(couponBody), defaultValues: defaultsOf(coupon) });
  const type = useWatch({ control, name: 'type' });
  const { onSubmit, formError, saving } = useCouponSubmit(coupon, onDone, setError);
  const pending = isSubmitting || saving;
  const errorOf = (name: CouponFieldName) => errors[name]?.message;

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="space-y-4">
      <FormField label={t('admin.coupons.fields.code')} error={errorOf('code')} hint={t('admin.coupons.hints.code')}>
        <Input autoComplete="off" spellCheck={false} maxLength={64} className="font-mono" {...register('code')} />
      </FormField>
      <FormField label={t('admin.coupons.fields.description')} error={errorOf('description')}>
        <Textarea rows={3} maxLength={500} {...register('description')} />
      </FormField>
      <CouponNumberFields register={register} setValue={setValue} errorOf={errorOf} type={type} />
      <Controller
        control={control}
        name="expiresAt"
        render={({ field }) => (
          <FormField label={t('admin.coupons.fields.expiresAt')} error={errorOf('expiresAt')} hint={t('admin.coupons.hints.expiresAt')}>
            <ExpiryInput name={field.name} inputRef={field.ref} onBlur={field.onBlur} initial={field.value} onChange={field.onChange} />
          </FormField>
        )}
      />
      <label className="flex items-center gap-3 text-sm font-semibold text-stone-800">
        <input type="checkbox" className="size-5 accent-admin" {...register('active')} />
        {t('admin.coupons.fields.active')}
      </label>
      {formError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          {t(errorMessageKey(formError))}
        </p>
      )}
      <DialogFormActions pending={pending} submitLabel={t(coupon ? 'admin.common.saveChanges' : 'admin.coupons.create')} />
    </form>
  );
}

/** The coupon's type, its value (a percentage or free games, as the type says) and its limits. */
function CouponNumberFields({
  register,
  setValue,
  errorOf,
  type,
}: {
  register: UseFormRegister<CouponFormInput>;
  setValue: UseFormSetValue<CouponFormInput>;
  errorOf: (name: CouponFieldName) => string | undefined;
  type: CouponFormInput['type'];
}) {
  const { t } = useTranslation();
  const numberField = { setValueAs: blankToNull };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('admin.coupons.fields.type')} error={errorOf('type')}>
        <select
          className="h-11 w-full rounded-xl border-2 border-stone-300 bg-white px-3 text-base focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/40"
          {...register('type', {
            onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
              // docs/product.md#game-flow: choosing discount clears free tokens; choosing free clears the percentage.
              if (e.target.value === 'free') {
                setValue('discountPercentage', null);
              } else {
                setValue('freeTokens', null);
                setValue('discountPercentage', DEFAULT_DISCOUNT_PERCENTAGE);
              }
            },
          })}
        >
          <option value="discount">{t('admin.coupons.types.discount')}</option>
          <option value="free">{t('admin.coupons.types.free')}</option>
        </select>
      </FormField>
      {type === 'free' ? (
        <FormField label={t('admin.coupons.fields.freeTokens')} error={errorOf('freeTokens')}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...register('freeTokens', numberField)} />
        </FormField>
      ) : (
        <FormField label={t('admin.coupons.fields.discountPercentage')} error={errorOf('discountPercentage')}>
          <Input type="number" inputMode="numeric" min={1} max={100} step={1} {...register('discountPercentage', numberField)} />
        </FormField>
      )}
      <FormField label={t('admin.coupons.fields.maxUses')} error={errorOf('maxUses')} hint={t('admin.coupons.hints.maxUses')}>
        <Input type="number" inputMode="numeric" min={0} step={1} {...register('maxUses', numberField)} />
      </FormField>
      <FormField label={t('admin.coupons.fields.userMaxUsage')} error={errorOf('userMaxUsage')}>
        <Input type="number" inputMode="numeric" min={1} step={1} {...register('userMaxUsage', numberField)} />
      </FormField>
    </div>
  );
}
