import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { MIN_PASSWORD_LENGTH } from '@charades/shared/auth-rules';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { PageCard } from '@/components/layout/page-card';
import { useLocalizedPath } from '@/lib/use-language';
import { useResetPassword } from '../api/reset-password';
import { openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { useAuthForm } from '../use-auth-form';
import { PasswordInput } from './password-input';
import { FormError } from './form-error';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, setError, busy, run } = useAuthForm('reset');
  const resetPassword = useResetPassword();

  if (!token) {
    return (
      <PageCard title={t('resetPassword.title')}>
        <p role="alert">{t('resetPassword.missingToken')}</p>
        <Button onClick={() => openAuthDialog('forgot')}>{t('resetPassword.requestNewLink')}</Button>
      </PageCard>
    );
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!password || !confirm) return setError(t('validation.fillAllFields'));
    if (password !== confirm) return setError(t('validation.passwordsDontMatch'));
    if (password.length < MIN_PASSWORD_LENGTH) return setError(t('validation.passwordTooShort'));
    void run(async () => {
      await resetPassword.mutateAsync({ token, password });
      toast(t('resetPassword.success'));
      void navigate(to('/'), { replace: true });
      openAuthDialog('signIn');
    });
  }

  return (
    <PageCard title={t('resetPassword.title')}>
      <p>{t('resetPassword.description')}</p>
      <form onSubmit={submit} noValidate className="space-y-4" aria-busy={busy}>
        <div>
          <Label htmlFor="reset-password">{t('resetPassword.newPassword')}</Label>
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-describedby={error ? 'reset-error' : undefined}
          />
        </div>
        <div>
          <Label htmlFor="reset-confirm">{t('resetPassword.confirmNewPassword')}</Label>
          <PasswordInput
            id="reset-confirm"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            aria-describedby={error ? 'reset-error' : undefined}
          />
        </div>
        <FormError id="reset-error" message={error} />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('resetPassword.saving') : t('resetPassword.submit')}
        </Button>
        {error && (
          <Button type="button" variant="link" className="w-full" onClick={() => openAuthDialog('forgot')}>
            {t('resetPassword.requestNewLink')}
          </Button>
        )}
      </form>
    </PageCard>
  );
}
