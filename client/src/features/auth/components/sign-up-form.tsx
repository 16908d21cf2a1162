import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { MIN_PASSWORD_LENGTH } from '@charades/shared/auth-rules';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { useLanguage } from '@/lib/use-language';
import { useSignUp } from '../api/sign-up';
import { useAuthForm } from '../use-auth-form';
import { EmailField } from './email-field';
import { PasswordInput } from './password-input';
import { FormError } from './form-error';

export function SignUpForm({ onDone, onNeedsConfirmation }: { onDone: () => void; onNeedsConfirmation: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, setError, busy, run } = useAuthForm('signUp');
  const signUp = useSignUp();

  function validate(): string | undefined {
    if (!email.trim() || !password || !confirm) return t('validation.fillAllFields');
    if (password !== confirm) return t('validation.passwordsDontMatch');
    if (password.length < MIN_PASSWORD_LENGTH) return t('validation.passwordTooShort');
    return undefined;
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = validate();
    if (problem) return setError(problem);
    void run(async () => {
      const result = await signUp.mutateAsync({ email: email.trim(), password, confirmPassword: confirm, language });
      if ('confirmationRequired' in result) {
        toast(t('auth.confirmationSent'));
        onNeedsConfirmation();
        return;
      }
      toast(t('auth.accountCreated'));
      onDone();
    });
  }

  const describedBy = error ? 'signup-error' : undefined;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={busy}>
      <EmailField id="signup-email" value={email} onChange={setEmail} describedBy={describedBy} />
      <div>
        <Label htmlFor="signup-password">{t('common.password')}</Label>
        <PasswordInput
          id="signup-password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby={describedBy}
        />
      </div>
      <div>
        <Label htmlFor="signup-confirm">{t('common.confirmPassword')}</Label>
        <PasswordInput
          id="signup-confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          aria-describedby={describedBy}
        />
      </div>
      <FormError id="signup-error" message={error} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('auth.creatingAccount') : t('common.signUp')}
      </Button>
    </form>
  );
}
