// The setup form's fields: a team's name (marked invalid while it has no visible character
// and the form has said so) and the shared-screen choice.
import { useTranslation } from '@/lib/use-translation';
import { Tv } from 'lucide-react';
import { TEAM_NAME_MAX_LENGTH } from '@charades/shared/game/constants';
import { teamNameOf } from '@charades/shared/text-rules';
import { Input, Label } from '@/components/ui/input';

export function TeamNameField({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's error, shown under the form (#setup-error) and linked from the field. */
  error: string | undefined;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        maxLength={TEAM_NAME_MAX_LENGTH}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error && !teamNameOf(value)}
        aria-describedby={error ? 'setup-error' : undefined}
      />
    </div>
  );
}

export function SharedModeField({
  checked,
  onChange,
  tvLinked = false,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A TV is linked: the choice is between it and this phone only. */
  tvLinked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border-2 border-stone-200 bg-white p-3">
      <input type="checkbox" className="mt-1 size-5 accent-brand-600" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>
        <span className="flex items-center gap-2 font-bold text-stone-900">
          <Tv className="size-5 text-brand-600" aria-hidden /> {t('game.sharedMode')}
        </span>
        <span className="text-sm text-stone-700">{t(tvLinked ? 'game.sharedModeLinkedHint' : 'game.sharedModeHint')}</span>
      </span>
    </label>
  );
}
