// PLACEHOLDER for the TV's stage (issue 16): the "stage" helper writes the real component
// (sounds, 10-foot layout); the lead takes that file at merge. This one shows the teams, their
// scores, the round, the clock and, while a turn waits to start, the actor's QR code, so the
// paired TV works on this branch.
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { HostGameView, TvGameView } from '@charades/shared/schemas/games';
import { Countdown } from '@/components/game/countdown';
import { useLanguage } from '@/lib/use-language';

export function Stage(props: {
  view: HostGameView | TvGameView;
  muted?: boolean;
  controls?: React.ReactNode;
  roomPanel?: React.ReactNode;
}): React.JSX.Element {
  const { view } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const url = view.revealCode ? `${view.publicOrigin}/reveal/${view.revealCode}${language === 'en' ? '?lng=en' : ''}` : undefined;
  return (
    <div className="flex flex-col items-center gap-8" data-stage-game={view.gameId}>
      <p className="text-4xl font-bold text-stone-800">{t('game.roundOf', { round: Math.min(view.currentRound, 4), total: 4 })}</p>
      <div className="grid w-full grid-cols-2 gap-8">
        {(['A', 'B'] as const).map((id) => (
          <div
            key={id}
            className={`rounded-3xl border-4 bg-white p-6 text-center ${view.currentTeam === id && view.status === 'in_progress' ? 'border-brand-500' : 'border-transparent'}`}
          >
            <p className="text-4xl font-bold wrap-anywhere text-stone-800">{view.teams[id].name}</p>
            <p className="text-8xl font-extrabold tabular-nums text-stone-900">{view.teams[id].score}</p>
          </div>
        ))}
      </div>
      {view.phase === 'instruction' && url && (
        <div className="flex flex-col items-center gap-4">
          <p className="text-4xl font-bold text-stone-900">{t('game.scanToSee', { team: view.teams[view.currentTeam].name })}</p>
          <div className="rounded-3xl bg-white p-6" data-reveal-url={url}>
            <QRCodeSVG value={url} size={320} role="img" aria-label={t('game.qrLabel')} />
          </div>
          {view.revealShortCode && (
            <p className="text-3xl text-stone-800">
              {t('game.noCamera')}{' '}
              <span dir="ltr" className="font-mono font-bold" data-short-url>
                {`${view.publicOrigin.replace(/^https?:\/\//, '')}${language === 'en' ? '/en' : ''}/r/${view.revealShortCode}`}
              </span>
            </p>
          )}
        </div>
      )}
      {(view.phase === 'running' || view.phase === 'timeUp') && (
        <Countdown turnEndsAt={view.turnEndsAt} timeLeftMs={view.timeLeftMs} size="xl" />
      )}
      {view.phase === 'turnResult' && view.lastTitle && (
        <p className="text-5xl font-extrabold text-stone-900">
          {t('game.theMovieWas')}: {view.lastTitle.title}
        </p>
      )}
      {view.status === 'completed' && view.winner && (
        <p className="text-6xl font-extrabold text-brand-800">{t('game.winner', { team: view.teams[view.winner].name })}</p>
      )}
      {props.controls}
      {props.roomPanel}
    </div>
  );
}
