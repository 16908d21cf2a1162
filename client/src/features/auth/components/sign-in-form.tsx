import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { isTwoFactorChallenge, useSignIn } from '../api/sign-in';
import { authErrorKey } from '../error-message';
import { useAuthForm } from '../use-auth-form';
import { useResendConfirmation } from '../api/resend-confirmation';
import { ApiError } from '@/lib/api-client';
import { useLanguage } from '@/lib/use-language';
import { EmailField } from './email-field';
import { PasswordInput } from './password-input';
import { FormError } from './form-error';
import { TwoFactorStep } from './two-factor-step';

export function SignInForm({ onForgot, onDone }: { onForgot: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { error, setError, busy, run } = useAuthForm('signIn');
  const [unconfirmed, setUnconfirmed] = useState(false);
  // A staff account with a second factor: the password was right, the code comes next.
  const [challenge, setChallenge] = useState<string | null>(null);
  const signIn = useSignIn();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!email.trim() || !password) {
      setError(t('validation.enterEmailAndPassword'));
      return;
    }
    void run(
      async () => {
        const answer = await signIn.mutateAsync({ email: email.trim(), password });
        if (isTwoFactorChallenge(answer)) {
          setChallenge(answer.challenge);
          return;
        }
        // A suspended account is sent to /suspended: no welcome there.
        if (answer.user.role !== 'suspended') toast(t('auth.signedIn'));
        onDone();
      },
      (err) => setUnconfirmed(err instanceof ApiError && err.code === 'email_not_confirmed'),
    );
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onDone={onDone}
        onRestart={(message) => {
          setChallenge(null);
          setPassword('');
          setError(message);
        }}
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={busy}>
      <EmailField
        id="signin-email"
        value={email}
        onChange={setEmail}
        invalid={!!error && !email.trim()}
        describedBy={error ? 'signin-error' : undefined}
      />
      <div>
        <Label htmlFor="signin-password">{t('common.password')}</Label>
        <PasswordInput
          id="signin-password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={!!error && !password}
          aria-describedby={error ? 'signin-error' : undefined}
        />
      </div>
      <FormError id="signin-error" message={error} />
      {unconfirmed && <ResendConfirmationButton email={email} />}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('auth.signingIn') : t('common.signIn')}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onForgot}>
        {t('auth.forgotPassword')}
      </Button>
    </form>
  );
}

/** For an account whose e-mail is not confirmed yet: the confirmation e-mail again. */
function ResendConfirmationButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const resendConfirmation = useResendConfirmation();

  async function resend() {
    try {
      await resendConfirmation.mutateAsync({ email: email.trim(), language });
      toast(t('auth.confirmationSent'));
    } catch (err) {
      console.error('resend confirmation failed', err);
      toast.error(t(authErrorKey(err, 'recover')));
    }
  }

  return (
    <Button type="button" variant="outline" className="w-full" onClick={() => void resend()}>
      {t('auth.resendConfirmation')}
    </Button>
  );
}
