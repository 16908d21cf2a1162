// The optional coupon of the confirm step. Apply is disabled while the field is blank or a
// check is running; the answer shows under the field (errors as an alert, success as status).
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';

export function CouponField({
  applying,
  appliedCode,
  error,
  success,
  onApply,
  onChange,
  onRemove,
}: {
  applying: boolean;
  appliedCode: string | undefined;
  error: string | undefined;
  success: string | undefined;
  onApply: (code: string) => void;
  onChange: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(appliedCode ?? '');
  const blank = !code.trim();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!blank && !applying) onApply(code.trim());
  }

  const describedBy = error ? 'coupon-error' : success ? 'coupon-success' : undefined;
  return (
    <form onSubmit={submit} noValidate aria-busy={applying}>
      <Label htmlFor="coupon-code">{t('payments.couponLabel')}</Label>
      <div className="flex gap-2">
        <Input
          id="coupon-code"
          dir="ltr"
          className="text-start uppercase"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          value={code}
          readOnly={!!appliedCode}
          onChange={(e) => {
            setCode(e.target.value);
            onChange();
          }}
          aria-invalid={!!error}
          aria-describedby={describedBy}
        />
        {appliedCode ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setCode('');
              onRemove();
            }}
          >
            {t('payments.removeCoupon')}
          </Button>
        ) : (
          <Button type="submit" variant="outline" disabled={blank || applying}>
            {applying ? t('payments.applyingCoupon') : t('payments.applyCoupon')}
          </Button>
        )}
      </div>
      <div aria-live="polite">
        {error && (
          <p id="coupon-error" role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
        {success && (
          <p id="coupon-success" role="status" className="mt-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-900">
            {success}
          </p>
        )}
      </div>
    </form>
  );
}
