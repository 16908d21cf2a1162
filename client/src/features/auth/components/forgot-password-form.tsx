import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { useLanguage } from '@/lib/use-language';
import { useRequestPasswordReset } from '../api/recover';
import { EMAIL_PATTERN } from '../error-message';
import { useAuthForm } from '../use-auth-form';
import { EmailField } from './email-field';
import { FormError } from './form-error';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const { error, setError, busy, run } = useAuthForm('recover');
  const [sent, setSent] = useState(false);
  const requestPasswordReset = useRequestPasswordReset();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim()) {
      setError(t('validation.enterEmailForReset'));
      return;
    }
    if (!EMAIL_PATTERN.test(email.trim())) {
      setError(t('validation.invalidEmail'));
      return;
    }
    void run(async () => {
      await requestPasswordReset.mutateAsync({ email: email.trim(), language });
      setSent(true);
      toast(t('auth.resetSent'));
    });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={busy}>
      <p className="text-sm text-stone-700">{t('auth.forgotDescription')}</p>
      <EmailField id="forgot-email" value={email} onChange={setEmail} describedBy={error ? 'forgot-error' : undefined} />
      <FormError id="forgot-error" message={error} />
      {sent && (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-800">
          {t('auth.resetSent')}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('auth.sending') : t('auth.sendResetLink')}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onBack}>
        {t('auth.backToSignIn')}
      </Button>
    </form>
  );
}
