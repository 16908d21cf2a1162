// Add Coupon and Edit Coupon: one dialog (docs/product.md#screens), validated by the shared couponBody so the
// browser applies the server's rules (docs/product.md#input-rules). Blank number inputs are null: blank max uses
// means unlimited, a blank discount, free tokens or per-user limit is refused. Switching the
// type clears the other type's field (docs/product.md#game-flow).
import { useState, type Ref } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isErrorCode } from '@charades/shared/errors';
import { couponBody, DEFAULT_DISCOUNT_PERCENTAGE, type AdminCoupon } from '@charades/shared/schemas/admin';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';
import { useCreateCoupon } from '../api/create-coupon';
import { useUpdateCoupon } from '../api/update-coupon';
import { endOfDayIso, isoToDateInput } from '../lib/coupon-dates';
import { FormField } from './form-field';
import { DialogFormActions } from './dialog-form-actions';

type FormInput = z.input<typeof couponBody>;
type FormOutput = z.output<typeof couponBody>;
type FieldName = keyof FormInput;

const FIELDS: readonly FieldName[] = [
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
const FIELD_OF_CODE: Partial<Record<string, FieldName>> = { coupon_code_taken: 'code', max_uses_below_used: 'maxUses' };

const blankToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

function defaultsOf(coupon: AdminCoupon | null): FormInput {
  if (!coupon) {
    // docs/product.md#records: a new coupon is a 10 % discount, unlimited, once per user, never expiring, active.
    return {
      code: '',
      description: '',
      type: 'discount',
      discountPercentage: DEFAULT_DISCOUNT_PERCENTAGE,
      freeTokens: null,
      maxUses: null,
      userMaxUsage: 1,
      expiresAt: null,
      active: true,
    };
  }
  return {
    code: coupon.code,
    description: coupon.description ?? '',
    type: coupon.type,
    discountPercentage: coupon.discountPercentage,
    freeTokens: coupon.freeTokens,
    maxUses: coupon.maxUses,
    userMaxUsage: coupon.userMaxUsage,
    expiresAt: coupon.expiresAt,
    active: coupon.active,
  };
}

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

function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(couponBody), defaultValues: defaultsOf(coupon) });
  const type = useWatch({ control, name: 'type' });
  const pending = isSubmitting || create.isPending || update.isPending;

  const onSubmit = async (values: FormOutput) => {
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
      // The server's reason, shown where it belongs: on its field, else above the buttons.
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

  const numberField = { setValueAs: blankToNull };
  const errorOf = (name: FieldName) => errors[name]?.message;

  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)} className="space-y-4">
      <FormField label={t('admin.coupons.fields.code')} error={errorOf('code')} hint={t('admin.coupons.hints.code')}>
        <Input autoComplete="off" spellCheck={false} maxLength={64} className="font-mono" {...register('code')} />
      </FormField>
      <FormField label={t('admin.coupons.fields.description')} error={errorOf('description')}>
        <textarea
          rows={3}
          maxLength={500}
          className="w-full rounded-xl border-2 border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/40 aria-[invalid=true]:border-red-600"
          {...register('description')}
        />
      </FormField>
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

/** The expiry typed as YYYY-MM-DD (issue 17 §6). The field keeps what was typed; the form's
 *  value is the end of that day in Kuwait, null when blank, or the text itself when it is not
 *  a day, which couponBody then refuses as expiry_invalid (shown under the field). */
function ExpiryInput({
  initial,
  onChange,
  ...rest
}: {
  name: string;
  inputRef: Ref<HTMLInputElement>;
  onBlur: () => void;
  initial: string | null | undefined;
  onChange: (value: string | null) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const [text, setText] = useState(() => isoToDateInput(initial));
  const { inputRef, ...props } = rest;
  return (
    <Input
      {...props}
      ref={inputRef}
      type="text"
      autoComplete="off"
      spellCheck={false}
      placeholder="YYYY-MM-DD"
      maxLength={10}
      dir="ltr"
      className="max-w-48 font-mono tabular-nums"
      value={text}
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        onChange(typed.trim() === '' ? null : (endOfDayIso(typed) ?? typed));
      }}
    />
  );
}
