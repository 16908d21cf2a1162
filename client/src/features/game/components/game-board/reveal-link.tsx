// Shared mode: the per-turn link the actor's phone opens to see the title, as a QR code and
// as a short address to type on a phone without a camera.
import { useTranslation } from '@/lib/use-translation';
import { QRCodeSVG } from 'qrcode.react';
import type { HostGameView } from '@charades/shared/schemas/games';
import { revealLinks } from '@/components/stage/stage-instruction';
import { useLanguage } from '@/lib/use-language';

export function RevealQrCode({ view }: { view: HostGameView }) {
  const { t } = useTranslation();
  const { url } = revealLinks(view, useLanguage());
  if (!url) return null;
  return (
    <div
      className="rounded-2xl bg-white p-4 shadow phone-landscape:col-start-1 phone-landscape:row-span-4 phone-landscape:row-start-1 phone-landscape:p-2"
      data-reveal-url={url}
    >
      <QRCodeSVG value={url} size={208} className="phone-landscape:size-36" role="img" aria-label={t('game.qrLabel')} />
    </div>
  );
}

export function RevealShortLink({ view }: { view: HostGameView }) {
  const { t } = useTranslation();
  const { shortUrl } = revealLinks(view, useLanguage());
  if (!shortUrl) return null;
  return (
    <p className="text-center text-sm text-stone-700 phone-landscape:col-start-2 phone-landscape:row-start-4 phone-landscape:text-xs">
      {t('game.noCamera')}{' '}
      <span dir="ltr" className="font-mono text-base font-bold tracking-wide text-stone-900" data-short-url={shortUrl}>
        {shortUrl}
      </span>
    </p>
  );
}
