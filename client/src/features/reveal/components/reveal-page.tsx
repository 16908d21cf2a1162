// /reveal/<code>: the actor's phone in shared mode. No sign-in: the code is the permission,
// and it works for the current turn only.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import type { RevealGameView } from '@charades/shared/schemas/games';
import { Button } from '@/components/ui/button';
import { PageCard } from '@/components/layout/page-card';
import { useLocalizedPath } from '@/lib/use-language';
import { useLiveGame } from '@/lib/live-game/use-live-game';
import { GameClock } from '@/components/game/game-clock';
import { Poster } from '@/components/game/poster';
import { PictureCard } from '@/components/game/picture-card';
import { TitleKindLabel } from '@/components/game/title-kind-label';
import { useWakeLock } from '@/lib/live-game/use-wake-lock';
import { useCountdownAlerts } from '@/lib/live-game/use-countdown-alerts';
import { LoadingStatus } from '@/components/layout/loading-status';

export function RevealPage() {
  const { t } = useTranslation();
  // /reveal/<code> from the QR code, or /r/<short code> typed by hand.
  const { code, shortCode } = useParams();
  const target = code ? { revealCode: code } : shortCode ? { shortCode } : undefined;
  const { view, status, error } = useLiveGame<RevealGameView>(target, undefined);
  const acting = !!view?.valid;
  // 'Ready to Start' hides the title from onlookers; a page opened from a scanned link
  // cannot close itself, so this is what the button visibly does.
  const [titleHidden, setTitleHidden] = useState(false);
  useWakeLock(acting);
  useCountdownAlerts({ turn: view?.turn ?? 0, turnEndsAt: view?.turnEndsAt ?? null, timeUp: view?.phase === 'timeUp', enabled: acting });

  if (!target) return <RevealNotice role="alert" message={t('reveal.noMovieId')} />;
  if (status === 'error') {
    return (
      <RevealNotice role="alert" message={error?.code === 'reveal_code_invalid' ? t('reveal.linkExpired') : t('reveal.unableToLoad')} />
    );
  }
  if (!view) return <LoadingStatus />;
  if (!view.valid || !view.currentTitle) {
    return (
      <RevealNotice role="status" message={view.status === 'completed' || view.closed ? t('reveal.gameOver') : t('reveal.turnOver')} />
    );
  }
  if (titleHidden) {
    return (
      <section aria-labelledby="reveal-heading" className="mx-auto flex max-w-md flex-col items-center gap-6 px-4 py-8 text-center">
        <h1 id="reveal-heading" className="text-3xl font-extrabold text-stone-900">
          {t('reveal.actNow')}
        </h1>
        <GameClock view={view} size="xl" />
        <p className="text-sm text-stone-600">{t('reveal.keepSecret')}</p>
        <Button variant="outline" onClick={() => setTitleHidden(false)}>
          {t('reveal.showTitleAgain')}
        </Button>
      </section>
    );
  }
  // Before the clock starts: once it runs, the TV has started the turn and there is nothing
  // left to be ready for.
  const waiting = view.phase === 'instruction';
  return (
    <section aria-labelledby="reveal-heading" className="mx-auto flex max-w-md flex-col items-center gap-5 px-4 py-8 text-center">
      <h1 id="reveal-heading" className="text-lg font-bold text-stone-700">
        <TitleKindLabel kind={view.titleKind} />
      </h1>
      {view.cardKind === 'pictures' ? (
        <PictureCard title={view.currentTitle.title} pictureUrl={view.currentTitle.posterUrl} size="lg" />
      ) : (
        <>
          <Poster title={view.currentTitle.title} posterUrl={view.currentTitle.posterUrl} size="lg" />
          <p className="text-4xl font-extrabold text-stone-900">{view.currentTitle.title}</p>
        </>
      )}
      <GameClock view={view} />
      {waiting && (
        <Button
          size="lg"
          variant="game-primary"
          onClick={() => {
            // Closes a window that a script opened; any other stays, showing the countdown.
            window.close();
            setTitleHidden(true);
          }}
        >
          {t('reveal.readyToStart')}
        </Button>
      )}
      <p className="text-sm text-stone-600">{t('reveal.keepSecret')}</p>
    </section>
  );
}

/** No title to show: why (an alert, or the turn's or game's end as a status), and the way home. */
function RevealNotice({ role, message }: { role: 'alert' | 'status'; message: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <PageCard title={t('reveal.title')}>
      <p role={role}>{message}</p>
      <Button asChild variant="outline">
        <Link to={to('/')}>{t('common.returnHome')}</Link>
      </Button>
    </PageCard>
  );
}
