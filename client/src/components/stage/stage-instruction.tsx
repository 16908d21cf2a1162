// Before the clock starts: the acting team's actor scans the QR code (or types the short
// link) on their phone to see the title, which the stage itself never shows.
import { useTranslation } from '@/lib/use-translation';
import { QRCodeSVG } from 'qrcode.react';
import type { HostGameView, TvGameView } from '@charades/shared/schemas/games';
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from '@charades/shared/languages';
import { isolate } from '@/lib/bidi-isolate';
import { useLanguage } from '@/lib/use-language';
import { GameClock } from '@/components/game/game-clock';
import { StageSkipsLeft } from './stage-turn-facts';

/** The reveal page's link and its short, typeable form, in the stage's language. */
export function revealLinks(view: Pick<HostGameView, 'revealCode' | 'revealShortCode' | 'publicOrigin'>, language: Language) {
  return {
    // The phone opens the reveal page in the language the stage plays in (?lng=, which the
    // phone's own stored choice does not override), at the address the server says phones
    // reach it at (the stage itself may have opened localhost).
    url: view.revealCode
      ? `${view.publicOrigin}/reveal/${view.revealCode}${language === DEFAULT_LANGUAGE ? '' : `?lng=${language}`}`
      : undefined,
    shortUrl: view.revealShortCode
      ? `${view.publicOrigin.replace(/^https?:\/\//, '')}${pathInLanguage(`/r/${view.revealShortCode}`, language)}`
      : undefined,
  };
}

export function StageInstruction({ view }: { view: HostGameView | TvGameView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { url, shortUrl } = revealLinks(view, language);
  // A joined phone of the acting team has the title (issue 16): no code to scan this turn.
  const actor = view.room?.players.find((p) => p.seatId === view.room?.actorSeatId);
  return (
    <div className="flex h-full items-center justify-center gap-12">
      {url && (
        // A white quiet zone around the code, as phone cameras need.
        <div className="shrink-0 rounded-[32px] bg-white p-6" data-reveal-url={url}>
          <QRCodeSVG value={url} size={360} role="img" aria-label={t('game.qrLabel')} data-stage-qr />
        </div>
      )}
      <div className="flex min-w-0 max-w-[900px] flex-col items-start gap-8">
        <p className="text-[48px] leading-tight font-bold wrap-anywhere">
          {/* Names are text, isolated for direction: t() never reads a value as a template, where
              <Trans> interpolated a nickname of "{{team}}" again (issue 30 §5). */}
          {actor
            ? t('stage.actorPhone', { name: isolate(actor.nickname), team: isolate(view.teams[view.currentTeam].name) })
            : t('stage.scanToSee', { team: isolate(view.teams[view.currentTeam].name) })}
        </p>
        {shortUrl && (
          <div className="flex flex-col gap-2">
            <p className="text-[32px] font-semibold text-stone-200">{t('stage.noCamera')}</p>
            <p dir="ltr" className="font-mono text-[44px] font-bold tracking-wide text-white" data-short-url={shortUrl}>
              {/* A long address breaks after the host, never inside the code a player types. */}
              <span className="wrap-anywhere">{shortUrl.slice(0, shortUrl.indexOf('/'))}</span>
              <wbr />
              <span className="whitespace-nowrap">{shortUrl.slice(shortUrl.indexOf('/'))}</span>
            </p>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-8">
          <GameClock view={view} skin="stage" stopped />
          <StageSkipsLeft view={view} />
        </div>
      </div>
    </div>
  );
}
