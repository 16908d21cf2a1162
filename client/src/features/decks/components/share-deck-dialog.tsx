// Sharing a deck: a switch, and while it is on the code (7 characters, read aloud across a
// room), the link and its QR code. Off makes the code dead; on again draws a new one.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { DeckSummary } from '@charades/shared/schemas/decks';
import { pathInLanguage, type Language } from '@charades/shared/languages';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { ShareLinkPanel } from '@/components/share-link-panel';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useShareDeck } from '@/lib/api/decks';

/** The address a shared deck opens at, in this page's language. */
export function deckShareUrl(code: string, language: Language): string {
  return `${window.location.origin}${pathInLanguage(`/d/${code}`, language)}`;
}

export function ShareDeckDialog({ deck, onClose }: { deck: DeckSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const share = useShareDeck();
  const [code, setCode] = useState(deck.shareCode);
  const url = code ? deckShareUrl(code, language) : undefined;

  async function toggle() {
    try {
      setCode((await share.mutateAsync({ id: deck.id, enabled: !code })).shareCode);
    } catch (err) {
      toast.error(t(errorMessageKey(err instanceof ApiError ? err.code : undefined)));
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('decks.shareTitle', { name: deck.name })} description={t('decks.shareBody')} size="lg">
        <label className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border-2 border-stone-200 p-3">
          <span className="font-bold text-stone-900">{t('decks.shareSwitch')}</span>
          <input
            type="checkbox"
            role="switch"
            className="size-6 accent-brand-600"
            checked={!!code}
            disabled={share.isPending}
            onChange={() => void toggle()}
          />
        </label>
        {deck.hidden && <p className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900">{t('decks.hiddenShareNote')}</p>}
        {code && url ? (
          <div className="mt-4">
            <ShareLinkPanel url={url} qrLabel={t('decks.qrLabel')} linkLabel={t('decks.linkLabel')}>
              <p className="text-center">
                <span className="block text-sm text-stone-700">{t('decks.codeLabel')}</span>
                <span dir="ltr" className="font-mono text-3xl font-extrabold tracking-[0.3em] text-stone-900" data-deck-code={code}>
                  {code}
                </span>
              </p>
            </ShareLinkPanel>
          </div>
        ) : (
          <p className="mt-4 text-stone-700">{t('decks.notShared')}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
