// Reporting a shared deck: a reason staff will read (required), sent once.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { DECK_REPORT_REASON_MAX_LENGTH } from '@charades/shared/decks/deck-rules';
import { hasVisibleCharacter } from '@charades/shared/text-rules';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';
import { useReportDeck } from '@/lib/api/shared-decks';

export function ReportDeckDialog({ code, name, onClose }: { code: string; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportDeck();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!hasVisibleCharacter(reason)) return setError('reason_required');
    try {
      await report.mutateAsync({ code, reason: reason.trim() });
      toast(t('decks.reported'));
      onClose();
    } catch (err) {
      const c = err instanceof ApiError ? err.code : undefined;
      if (c === 'reason_required' || c === 'text_invalid') setError(c);
      else toast.error(t(errorMessageKey(c)));
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('decks.reportTitle', { name })} description={t('decks.reportBody')}>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <FormField label={t('decks.reportReason')} error={error}>
            <Textarea rows={4} maxLength={DECK_REPORT_REASON_MAX_LENGTH} value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="destructive" disabled={report.isPending}>
              {t('decks.sendReport')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
