// Sharing a deck: a switch, and while it is on the code (7 characters, read aloud across a
// room), the link and its QR code. Off makes the code dead; on again draws a new one.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { Copy } from 'lucide-react';
import type { DeckSummary } from '@charades/shared/schemas/decks';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { useShareDeck } from '@/lib/api/decks';

/** The address a shared deck opens at, in this page's language. */
export function deckShareUrl(code: string, language: 'ar' | 'en'): string {
  return `${window.location.origin}${language === 'en' ? '/en' : ''}/d/${code}`;
}

export function ShareDeckDialog({ deck, onClose }: { deck: DeckSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const share = useShareDeck();
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(deck.shareCode);
  const url = code ? deckShareUrl(code, language) : undefined;

  async function toggle() {
    try {
      setCode((await share.mutateAsync({ id: deck.id, enabled: !code })).shareCode);
    } catch (err) {
      toast.error(t(errorMessageKey(err instanceof ApiError ? err.code : undefined)));
    }
  }
  async function onCopy() {
    if (url && (await copyText(url, field.current))) toast(t('game.linkCopied'));
    else toast.error(t('game.copyFailed'));
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
          <div className="mt-4 flex flex-col items-center gap-4 [@media(max-height:500px)]:flex-row [@media(max-height:500px)]:items-end">
            <div className="shrink-0 rounded-2xl bg-white p-3 shadow" data-deck-share-url={url}>
              <QRCodeSVG
                value={url}
                size={192}
                className="size-48 [@media(max-height:500px)]:size-32"
                role="img"
                aria-label={t('decks.qrLabel')}
              />
            </div>
            <div className="w-full space-y-3">
              <p className="text-center">
                <span className="block text-sm text-stone-700">{t('decks.codeLabel')}</span>
                <span dir="ltr" className="font-mono text-3xl font-extrabold tracking-[0.3em] text-stone-900" data-deck-code={code}>
                  {code}
                </span>
              </p>
              <div>
                <Label htmlFor="deck-share-url">{t('decks.linkLabel')}</Label>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Input id="deck-share-url" ref={field} readOnly dir="ltr" value={url} onFocus={(e) => e.currentTarget.select()} />
                  <Button onClick={() => void onCopy()} variant="outline">
                    <Copy aria-hidden /> {t('game.copyLink')}
                  </Button>
                </div>
              </div>
            </div>
          </div>
        ) : (
          <p className="mt-4 text-stone-700">{t('decks.notShared')}</p>
        )}
      </DialogContent>
    </Dialog>
  );
}
