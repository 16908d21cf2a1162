// The buttons at the foot of every admin dialog's form: Cancel closes it, the submit button
// says it is working while the change runs (and both wait meanwhile).
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';

export function DialogFormActions({
  pending,
  submitLabel,
  variant = 'admin-primary',
  submitDisabled,
}: {
  pending: boolean;
  submitLabel: string;
  variant?: 'admin-primary' | 'destructive';
  submitDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={pending}>
          {t('admin.common.cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" variant={variant} disabled={pending || submitDisabled}>
        {pending ? t('admin.common.working') : submitLabel}
      </Button>
    </div>
  );
}
