// /tv and /en/tv: the page a TV opens, with no account and no header. Unpaired it shows its
// pairing code and a QR code for the phone, in type read from the sofa at 1920x1080; paired
// it shows the account's game on the stage, or a waiting screen between games.
import { useTranslation } from '@/lib/use-translation';
import { QRCodeSVG } from 'qrcode.react';
import { Tv } from 'lucide-react';
import { Stage } from '@/components/stage/stage';
import { useLanguage } from '@/lib/use-language';
import { useTvScreen, type TvScreen } from '../use-tv-screen';
import { pathInLanguage } from '@charades/shared/languages';

export function TvPage() {
  const { t } = useTranslation();
  const screen = useTvScreen();

  return (
    // 5 % margins all round: TVs cut the picture's edges (overscan).
    <div
      className="flex min-h-dvh flex-col bg-brand-50 px-[5vw] py-[5vh] text-stone-900"
      data-tv-screen={screen.kind}
      data-tv-muted={screen.kind === 'linked' ? String(screen.muted) : undefined}
    >
      {screen.kind === 'connecting' && (
        <p role="status" className="m-auto text-[2.5rem] font-bold">
          {t('tv.connecting')}
        </p>
      )}
      {screen.kind === 'code' && <PairingCode screen={screen} />}
      {screen.kind === 'linked' && !screen.view && (
        <div className="m-auto flex flex-col items-center gap-8 text-center" data-tv-waiting>
          <Tv aria-hidden className="size-40 text-brand-600" />
          <h1 className="text-[4rem] font-extrabold">{t('tv.waitingTitle')}</h1>
          <p className="text-[2.5rem] font-semibold">{t('tv.waiting')}</p>
        </div>
      )}
      {screen.kind === 'linked' && screen.reconnecting && (
        // Read from the sofa: the picture below may be stale until the connection is back.
        <p
          role="status"
          data-tv-reconnecting
          className="fixed inset-x-0 bottom-[4vh] z-50 mx-auto w-fit rounded-full bg-amber-100 px-10 py-4 text-[2.5rem] font-bold text-amber-950 shadow-lg"
        >
          {t('game.reconnecting')}
        </p>
      )}
      {screen.kind === 'linked' && screen.view && !screen.view.isSharedMode && (
        // The account's game is played on the phone alone (the host's choice): the TV waits
        // until it is shared (issue 30 §6), and shows it as soon as it is.
        <div className="m-auto flex flex-col items-center gap-8 text-center" data-tv-on-phone>
          <Tv aria-hidden className="size-40 text-brand-600" />
          <h1 className="text-[4rem] font-extrabold">{t('tv.onPhoneTitle')}</h1>
          <p className="text-[2.5rem] font-semibold">{t('tv.onPhone')}</p>
        </div>
      )}
      {screen.kind === 'linked' && screen.view?.isSharedMode && (
        <div className="m-auto w-full">
          <h1 className="sr-only">{t('tv.pageTitle')}</h1>
          <Stage view={screen.view} muted={screen.muted} />
        </div>
      )}
    </div>
  );
}

/** Unpaired: the pairing code, read from the sofa, and a QR code for the phone. */
function PairingCode({ screen }: { screen: Extract<TvScreen, { kind: 'code' }> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const linkUrl = `${screen.publicOrigin}${pathInLanguage('/tv/link', language)}?code=${screen.code}`;
  return (
    <div className="m-auto flex w-full flex-col items-center gap-[4vh]">
      <h1 className="text-center text-[3.5rem] leading-tight font-extrabold">{t('tv.pageTitle')}</h1>
      <div className="flex w-full flex-wrap items-center justify-center gap-[6vw]">
        <div className="flex flex-col items-center gap-4">
          <p className="text-[2.25rem] font-semibold text-stone-800" id="tv-code-label">
            {t('tv.codeLabel')}
          </p>
          {/* Read aloud letter by letter; dir ltr keeps the code's order in Arabic. */}
          <p
            dir="ltr"
            aria-labelledby="tv-code-label"
            className="rounded-3xl bg-white px-12 py-6 font-mono text-[8rem] leading-none font-extrabold tracking-[0.15em] text-brand-900 shadow"
            data-tv-code
          >
            {screen.code}
          </p>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow">
          <QRCodeSVG value={linkUrl} size={360} role="img" aria-label={t('tv.qrLabel')} data-tv-link-url={linkUrl} />
        </div>
      </div>
      <p className="max-w-[75vw] text-center text-[2.5rem] leading-snug font-semibold">{t('tv.instructions')}</p>
    </div>
  );
}
