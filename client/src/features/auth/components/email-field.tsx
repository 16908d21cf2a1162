import { useTranslation } from '@/lib/use-translation';
import { Input, Label } from '@/components/ui/input';

/** The e-mail field of every auth form: labelled, written dir="ltr" in Arabic too (an address reads that way), and tied to the
 *  form's error message (`describedBy`) while there is one. */
export function EmailField({
  id,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <Label htmlFor={id}>{t('common.email')}</Label>
      <Input
        id={id}
        type="email"
        dir="ltr"
        className="text-start"
        autoComplete="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
    </div>
  );
}
