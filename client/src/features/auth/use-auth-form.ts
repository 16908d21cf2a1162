// The submit cycle every auth form shares: busy while the call runs, and on failure the
// docs/product.md#errors message for that form, shown inline beside the fields (and logged). Not also as a
// toast: the player is looking at the form, and a toast repeating it only covers the page.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { authErrorKey } from './error-message';

type AuthForm = Parameters<typeof authErrorKey>[1];

export function useAuthForm(form: AuthForm) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  /** Runs the form's call; never rejects (a failure becomes the form's error), so a submit
   * handler can start it with `void run(...)`. */
  async function run(action: () => Promise<void>, onError?: (err: unknown) => void) {
    setError(undefined);
    setBusy(true);
    try {
      await action();
    } catch (err) {
      console.error(`${form} failed`, err);
      onError?.(err);
      const message = t(authErrorKey(err, form));
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  return { error, setError, busy, run };
}
