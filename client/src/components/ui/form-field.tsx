// A labelled form control with its error, for the admin dialogs and the player's forms (the
// deck editor). Errors are error codes (the shared zod schemas' messages, or the server's
// answer) shown as translated text.
import { useId, type ReactElement, cloneElement } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Label } from '@/components/ui/input';
import { errorMessageKey } from '@/lib/error-message-key';

export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  /** An error code, e.g. 'title_required'. */
  error?: string;
  hint?: string;
  children: ReactElement<{ id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {t(errorMessageKey(error))}
        </p>
      )}
    </div>
  );
}
