// Turning on two-factor sign-in (issue 32 §4): scan the QR code (or type the key) into an
// authenticator app, then type the code it shows. The key is grouped by four for typing.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { QRCodeSVG } from 'qrcode.react';
import type { TwoFactorEnrollResponse } from '@charades/shared/schemas/two-factor';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { useConfirmTwoFactor } from '../../api/two-factor';

export function EnrolPanel({ enrolment, onConfirmed }: { enrolment: TwoFactorEnrollResponse; onConfirmed: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const confirm = useConfirmTwoFactor();

  function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    if (!code.trim()) {
      setError(t('errors.two_factor_code_required'));
      return;
    }
    confirm.mutate(code, {
      onSuccess: (answer) => onConfirmed(answer.recoveryCodes),
      onError: (err) => setError(t(errorMessageKey(err instanceof ApiError ? err.code : undefined))),
    });
  }

  return (
    <section aria-labelledby="enrol-title" className="mt-6 rounded-2xl border border-stone-200 bg-white p-6">
      <h2 id="enrol-title" className="text-xl font-bold">
        {t('admin.security.scanTitle')}
      </h2>
      <p className="mt-2 text-stone-700">{t('admin.security.scanHint')}</p>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-start">
        <div className="self-center rounded-xl bg-white p-3 ring-1 ring-stone-200 sm:self-start">
          <QRCodeSVG value={enrolment.otpauthUrl} size={176} role="img" aria-label={t('admin.security.qrLabel')} />
        </div>
        <div className="min-w-0 flex-1 space-y-4">
          <div>
            <p className="text-sm font-semibold text-stone-800">{t('admin.security.keyLabel')}</p>
            <p dir="ltr" className="mt-1 break-all rounded-lg bg-stone-100 px-3 py-2 font-mono text-lg" data-testid="two-factor-key">
              {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
            </p>
          </div>
          <form onSubmit={submit} noValidate className="space-y-3" aria-busy={confirm.isPending}>
            <div>
              <Label htmlFor="enrol-code">{t('auth.twoFactor.codeLabel')}</Label>
              <Input
                id="enrol-code"
                dir="ltr"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-invalid={!!error}
                aria-describedby={error ? 'enrol-error' : undefined}
                className="max-w-48 text-center font-mono text-xl tracking-widest"
              />
            </div>
            {error && (
              <p id="enrol-error" role="alert" className="text-sm font-semibold text-red-800">
                {error}
              </p>
            )}
            <Button type="submit" variant="admin-primary" disabled={confirm.isPending}>
              {t('admin.security.turnOn')}
            </Button>
          </form>
        </div>
      </div>
    </section>
  );
}
