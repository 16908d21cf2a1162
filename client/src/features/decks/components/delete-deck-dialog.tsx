// Deleting a deck asks first: its titles and play history go with it (copies others made stay).
import { useTranslation } from '@/lib/use-translation';
import type { DeckSummary } from '@charades/shared/schemas/decks';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';
import { useDeleteDeck } from '@/lib/api/decks';

export function DeleteDeckDialog({ deck, onClose }: { deck: DeckSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteDeck();
  async function confirm() {
    try {
      await remove.mutateAsync(deck.id);
      toast(t('decks.deleted'));
      onClose();
    } catch (err) {
      toast.error(t(errorMessageKey(err instanceof ApiError ? err.code : undefined)));
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('decks.deleteTitle', { name: deck.name })} description={t('decks.deleteBody')}>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            {t('decks.delete')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
