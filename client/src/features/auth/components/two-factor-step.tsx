// The second step of a staff sign-in (issue 32 §4): the six digits the authenticator app shows,
// or one of the recovery codes. A phone's number pad by default; "Use a recovery code" switches
// the field to letters. An expired challenge (5 wrong codes, or 5 minutes) sends the person
// back to the password.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { useVerifyTwoFactor } from '../api/sign-in';
import { useAuthForm } from '../use-auth-form';
import { FormError } from './form-error';

export function TwoFactorStep({
  challenge,
  onDone,
  onRestart,
}: {
  challenge: string;
  onDone: () => void;
  onRestart: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const { error, setError, busy, run } = useAuthForm('twoFactor');
  const verify = useVerifyTwoFactor();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) {
      setError(t('errors.two_factor_code_required'));
      return;
    }
    void run(
      async () => {
        await verify.mutateAsync({ challenge, code });
        toast(t('auth.signedIn'));
        onDone();
      },
      (err) => {
        if (err instanceof ApiError && err.code === 'two_factor_challenge_expired') onRestart(t('errors.two_factor_challenge_expired'));
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={busy}>
      <h3 className="text-lg font-extrabold text-stone-900">{t('auth.twoFactor.title')}</h3>
      <p id="two-factor-hint" className="text-sm text-stone-700">
        {recovery ? t('auth.twoFactor.recoveryHint') : t('auth.twoFactor.hint')}
      </p>
      <div>
        <Label htmlFor="two-factor-code">{recovery ? t('auth.twoFactor.recoveryLabel') : t('auth.twoFactor.codeLabel')}</Label>
        <Input
          id="two-factor-code"
          // The code is the same in either language: digits and Latin letters, left to right.
          dir="ltr"
          autoFocus
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? 'two-factor-hint two-factor-error' : 'two-factor-hint'}
          className="text-center font-mono text-xl tracking-widest"
        />
      </div>
      <FormError id="two-factor-error" message={error} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('auth.signingIn') : t('auth.twoFactor.verify')}
      </Button>
      <Button
        type="button"
        variant="link"
        className="w-full"
        onClick={() => {
          setRecovery((r) => !r);
          setCode('');
          setError(undefined);
        }}
      >
        {recovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
      </Button>
    </form>
  );
}
