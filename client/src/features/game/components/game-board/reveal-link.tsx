// Shared mode: the per-turn link the actor's phone opens to see the title, as a QR code and
// as a short address to type on a phone without a camera.
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { HostGameView } from '@charades/shared/schemas/games';
import { useLanguage } from '@/lib/use-language';

/** The reveal page's address in the language the TV plays in, at the address the server says
 *  phones reach it at (the TV itself may have opened localhost); and its short form. */
function revealAddresses(view: HostGameView, language: 'ar' | 'en') {
  const url = view.revealCode ? `${view.publicOrigin}/reveal/${view.revealCode}${language === 'en' ? '?lng=en' : ''}` : undefined;
  const shortUrl = view.revealShortCode
    ? `${view.publicOrigin.replace(/^https?:\/\//, '')}${language === 'en' ? '/en' : ''}/r/${view.revealShortCode}`
    : undefined;
  return { url, shortUrl };
}

export function RevealQrCode({ view }: { view: HostGameView }) {
  const { t } = useTranslation();
  const { url } = revealAddresses(view, useLanguage());
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
  const { shortUrl } = revealAddresses(view, useLanguage());
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
