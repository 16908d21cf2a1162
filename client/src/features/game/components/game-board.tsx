// The host device's screen during a game: the acting-player steps in normal mode, the QR
// code and "the movie was" in shared mode, and the results at the end.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import { Check, X, RotateCcw, Eye, Play, Timer } from 'lucide-react';
import { toast } from '@/lib/toast';
import { focusWhenReady, mainHeading } from '@/lib/focus';
import type { GameCommand, HostGameView } from '@charades/shared/schemas/games';
import { Button } from '@/components/ui/button';
import type { Ack } from '@/lib/game-socket';
import { useLanguage } from '@/lib/use-language';
import { Countdown } from '@/components/game/countdown';
import { SkipButton } from '@/components/game/skip-button';
import { Poster } from '@/components/game/poster';
import { Scoreboard } from '@/components/game/scoreboard';
import { Results } from '@/components/game/results';
import { HoldToShow } from '@/components/game/hold-to-show';
import { TitleKindLabel } from '@/components/game/title-kind-label';
import { GameScreenHeading } from '@/components/game/game-screen-heading';
import { LastTitle } from './last-title';
import { ShareScoreboard } from './share-scoreboard';
import { useWakeLock } from '@/lib/live-game/use-wake-lock';
import { useCountdownAlerts } from '@/lib/live-game/use-countdown-alerts';
import { useTeamLabel } from '@/lib/team-label';
import { useTvStatus } from '@/lib/api/tv-status';
import { TvController, useShareWithTv } from './tv-controller';
import { HostStage } from './host-stage';
import { RoomPanel } from '@/components/room/room-panel';
import { useRemoveSeat } from '../use-remove-seat';
import { isolate } from '@/lib/bidi-isolate';

// SPEC §4/§9: Correct shows a success animation for 100 ms before ending the turn.
export const SUCCESS_ANIMATION_MS = 100;

export function GameBoard({
  view,
  send,
  onNewGame,
  onDone,
  stage,
}: {
  view: HostGameView;
  send: (command: GameCommand) => Promise<Ack>;
  onNewGame: () => void;
  onDone: () => void;
  /** Shared mode on a big screen: the game as a stage (host-stage.tsx), left by `onExit`. */
  stage?: { onExit: () => void };
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [celebrating, setCelebrating] = useState(false);
  // Shared mode: the TV shows the last turn's title before the results, as after every turn.
  const [resultsShown, setResultsShown] = useState(false);
  const team = useTeamLabel()(view.teams[view.currentTeam].name);
  // In normal mode this device is the actor's phone: keep it awake and alert at 10 s and 0.
  const actorsTurn = !view.isSharedMode && ['revealed', 'ready', 'running', 'timeUp'].includes(view.phase);
  useWakeLock(actorsTurn);
  useCountdownAlerts({ turn: view.turn, turnEndsAt: view.turnEndsAt, timeUp: view.phase === 'timeUp', enabled: actorsTurn });
  // Each step's main action takes keyboard focus when the step appears: the button pressed
  // for the last step is gone by then, and focus would otherwise fall to the page's top.
  // Focus the player put elsewhere (the header) stays there.
  const boardRef = useRef<HTMLDivElement>(null);
  const mainAction = useCallback((button: HTMLButtonElement | null) => {
    if (button) focusWhenReady(() => (button.isConnected ? button : null), { takeFrom: () => boardRef.current });
  }, []);
  // The last turn's button is gone when the results appear: focus (and a screen reader) goes
  // to who won, and Tab leads on to New game.
  const completed = view.status === 'completed';
  useEffect(() => {
    if (completed) focusWhenReady(mainHeading);
  }, [completed]);

  // Started by the buttons, not awaited: send never rejects (no answer at all comes back as a
  // network_error ack), so the promise is left to finish on its own.
  function run(command: GameCommand) {
    setBusy(true);
    void send(command)
      .then((ack) => {
        if (!ack.ok && ack.error.code !== 'command_not_allowed') toast.error(t('errors.generic'));
      })
      .finally(() => setBusy(false));
  }

  function correct() {
    setCelebrating(true);
    setTimeout(() => {
      setCelebrating(false);
      run({ type: 'CORRECT' });
    }, SUCCESS_ANIMATION_MS);
  }

  // A TV linked to the account shows the game; this phone is its controller (issue 16).
  const tvLinked = useTvStatus().data?.linked ?? false;
  useShareWithTv(view, tvLinked, send);
  if (tvLinked && view.isSharedMode && view.status !== 'completed') {
    return <TvController view={view} busy={busy} run={run} send={send} onCorrect={correct} />;
  }

  if (stage)
    return (
      <HostStage
        view={view}
        busy={busy}
        run={run}
        send={send}
        onCorrect={correct}
        mainAction={mainAction}
        onNewGame={onNewGame}
        onDone={onDone}
        onExit={stage.onExit}
      />
    );
  if (view.status === 'completed' && view.isSharedMode && view.lastTitle && !resultsShown) {
    return (
      <LastTitle onSeeResults={() => setResultsShown(true)}>
        <TitleCard title={view.lastTitle.title} posterUrl={view.lastTitle.posterUrl} />
      </LastTitle>
    );
  }
  if (view.status === 'completed') return <Results view={view} onNewGame={onNewGame} onDone={onDone} />;

  const marking = (
    <div className="grid w-full max-w-md grid-cols-2 gap-3">
      <Button ref={mainAction} size="lg" variant="success" onClick={correct} disabled={busy}>
        <Check aria-hidden /> {t('game.correct')}
      </Button>
      <Button size="lg" variant="destructive" onClick={() => run({ type: 'INCORRECT' })} disabled={busy}>
        <X aria-hidden /> {t('game.incorrect')}
      </Button>
    </div>
  );

  let body: React.ReactNode;
  switch (view.phase) {
    case 'handoff':
      body = (
        <>
          <p className="text-center text-2xl font-bold text-stone-900">{t('game.handThePhone', { team })}</p>
          <Button ref={mainAction} size="lg" variant="game-primary" onClick={() => run({ type: 'REVEAL' })} disabled={busy}>
            <Eye aria-hidden /> {t('game.reveal')}
          </Button>
        </>
      );
      break;
    case 'revealed':
      // The screen's heading says what the title is (film, series, cartoon). On a phone on
      // its side the poster sits beside the title and Ready, so both fit without scrolling.
      body = (
        <div className="flex flex-col items-center gap-5 phone-landscape:grid phone-landscape:grid-cols-[auto_minmax(0,1fr)] phone-landscape:gap-x-6 phone-landscape:gap-y-2">
          <h1 className="text-stone-700 phone-landscape:col-start-2">
            <TitleKindLabel kind={view.titleKind} />
          </h1>
          {view.currentTitle && (
            <>
              <div className="phone-landscape:col-start-1 phone-landscape:row-span-3 phone-landscape:row-start-1 phone-landscape:[&>*]:w-24">
                <Poster title={view.currentTitle.title} posterUrl={view.currentTitle.posterUrl} />
              </div>
              <p className="text-center text-3xl font-extrabold text-stone-900 phone-landscape:col-start-2 phone-landscape:text-2xl">
                {view.currentTitle.title}
              </p>
            </>
          )}
          <Button
            ref={mainAction}
            size="lg"
            variant="game-primary"
            className="phone-landscape:col-start-2 phone-landscape:justify-self-center"
            onClick={() => run({ type: 'READY' })}
            disabled={busy}
          >
            {t('game.ready')}
          </Button>
        </div>
      );
      break;
    case 'ready':
      body = (
        <>
          <p className="text-center text-2xl font-bold text-stone-900">{t('game.whenReady', { team })}</p>
          <Countdown turnEndsAt={null} timeLeftMs={view.timeLeftMs} timerOff={view.timerPreset === 'off'} />
          <Button ref={mainAction} size="lg" variant="game-primary" onClick={() => run({ type: 'START_TIMER' })} disabled={busy}>
            <Timer aria-hidden /> {t('game.startTimer')}
          </Button>
        </>
      );
      break;
    case 'instruction':
      body = <SharedInstruction view={view} busy={busy} onStart={() => run({ type: 'START_TIMER' })} startRef={mainAction} />;
      break;
    case 'running':
    case 'timeUp':
      body = (
        <>
          {/* The guessing team watches the clock on this phone: the title stays hidden, and
              the actor holds a button to peek at it. */}
          {view.currentTitle && view.phase === 'timeUp' && (
            <p className="text-xl font-extrabold text-stone-900">{view.currentTitle.title}</p>
          )}
          {/* Side by side on wide or landscape screens (a TV, a phone on its side). */}
          <div className="flex w-full flex-col items-center gap-5 sm:grid sm:grid-cols-2 sm:items-center">
            <div className="flex flex-col items-center gap-2">
              <Countdown turnEndsAt={view.turnEndsAt} timeLeftMs={view.timeLeftMs} size="xl" timerOff={view.timerPreset === 'off'} />
              {view.phase === 'timeUp' && <p className="text-lg font-bold text-red-700">{t('game.timeUp')}</p>}
            </div>
            {/* The actor's peek sits under Correct / Incorrect: on screen on a phone on its side too. */}
            <div className="flex w-full flex-col items-center gap-3">
              {marking}
              {view.currentTitle && view.phase === 'running' && <HoldToShow key={view.turn} title={view.currentTitle.title} />}
            </div>
          </div>
          {view.phase === 'running' && !view.isSharedMode && (
            <Button variant="ghost" onClick={() => run({ type: 'RESET_TIMER' })} disabled={busy}>
              <RotateCcw aria-hidden /> {t('game.resetTimer')}
            </Button>
          )}
        </>
      );
      break;
    case 'turnResult':
      body = (
        <>
          <p className="text-stone-700">{t('game.theMovieWas')}</p>
          {view.lastTitle && <TitleCard title={view.lastTitle.title} posterUrl={view.lastTitle.posterUrl} />}
          {/* A long team name is cut short here; the turn line above the card shows it whole. */}
          <Button
            ref={mainAction}
            size="lg"
            variant="game-primary"
            className="max-w-full"
            onClick={() => run({ type: 'NEXT_TURN' })}
            disabled={busy}
          >
            <Play aria-hidden className="rtl:-scale-x-100" /> <span className="truncate">{t('game.nextTeamTurn', { team })}</span>
          </Button>
        </>
      );
      break;
    case 'finished':
      body = null;
      break;
    default:
      // Every phase has its case: a phase added to GAME_PHASES fails to compile here.
      body = view.phase satisfies never;
  }

  return (
    // reducedMotion="user": no movement for players who asked their system for less motion.
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        {/* Team names are the players' own text, up to 40 letters with no space: they wrap anywhere. */}
        {/* A phone on its side packs the board in: less space around, the turn line only for
            screen readers (the scoreboard highlights the team), so the actions fit on screen. */}
        <div
          ref={boardRef}
          className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-4 wrap-anywhere phone-landscape:gap-3 phone-landscape:py-2"
          data-share-id={view.shareId}
        >
          {/* Every game screen has its level-1 heading; the revealed title's is visible. */}
          {view.phase !== 'revealed' && <GameScreenHeading phase={view.phase} />}
          <Scoreboard view={view} />
          <p className="text-center text-sm font-semibold text-stone-700 phone-landscape:sr-only">{t('game.teamTurn', { team })}</p>
          <div className="-my-4 flex justify-center phone-landscape:-my-2">
            <ShareScoreboard view={view} />
          </div>
          <div className="relative overflow-hidden rounded-3xl bg-white/70 p-6 shadow-sm phone-landscape:p-3">
            <AnimatePresence mode="wait" initial={false}>
              <m.div
                key={`${view.turn}-${view.phase}`}
                className="flex flex-col items-center gap-5"
                initial={{ opacity: 0, y: 12 }}
                animate={{ opacity: 1, y: 0 }}
                exit={{ opacity: 0, y: -12 }}
                transition={{ duration: 0.18 }}
              >
                {body}
                <SkipButton view={view} send={send} />
              </m.div>
            </AnimatePresence>
            <AnimatePresence>
              {celebrating && (
                <m.div
                  aria-hidden
                  className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-3xl bg-green-500/20"
                  initial={{ opacity: 0, scale: 0.8 }}
                  animate={{ opacity: 1, scale: 1 }}
                  exit={{ opacity: 0 }}
                  transition={{ duration: SUCCESS_ANIMATION_MS / 1000 }}
                >
                  <Check className="size-24 text-green-700" />
                </m.div>
              )}
            </AnimatePresence>
          </div>
        </div>
      </MotionConfig>
    </LazyMotion>
  );
}

function TitleCard({ title, posterUrl }: { title: string; posterUrl: string | null }) {
  return (
    <div className="flex flex-col items-center gap-3">
      <Poster title={title} posterUrl={posterUrl} />
      <p className="text-center text-3xl font-extrabold text-stone-900">{title}</p>
    </div>
  );
}

function SharedInstruction({
  view,
  busy,
  onStart,
  startRef,
}: {
  view: HostGameView;
  busy: boolean;
  onStart: () => void;
  startRef: (button: HTMLButtonElement | null) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const removeSeat = useRemoveSeat(view.gameId);
  // The phone opens the reveal page in the language the TV is playing in, at the address the
  // server says phones reach it at (the TV itself may have opened localhost).
  const url = view.revealCode ? `${view.publicOrigin}/reveal/${view.revealCode}${language === 'en' ? '?lng=en' : ''}` : undefined;
  // The same page, short enough to type on a phone without a camera.
  const shortUrl = view.revealShortCode
    ? `${view.publicOrigin.replace(/^https?:\/\//, '')}${language === 'en' ? '/en' : ''}/r/${view.revealShortCode}`
    : undefined;
  // Issue 16: the acting seat's phone has the title; no per-turn link is drawn then.
  const actor = view.room?.players.find((p) => p.seatId === view.room?.actorSeatId);
  // SPEC §2: on a phone on its side, a compact two-column form: the QR code on one side, the
  // instruction, clock, Start and the short link on the other (the wrappers dissolve into one grid).
  const turn = (
    <div className="grid items-center gap-6 sm:grid-cols-2 phone-landscape:grid-cols-[auto_minmax(0,1fr)] phone-landscape:justify-items-center phone-landscape:gap-x-6 phone-landscape:gap-y-2">
      <div className="flex flex-col items-center gap-3 phone-landscape:contents">
        <p className="text-center text-xl font-bold text-stone-900 phone-landscape:col-start-2 phone-landscape:text-base">
          {/* A phone on its side has no room for a long team name twice: the scoreboard above
              highlights the team, so the visible line drops it (screen readers keep it all). */}
          {actor ? (
            <span>{t('room.actorPhone', { name: isolate(actor.nickname) })}</span>
          ) : (
            <>
              <span className="phone-landscape:sr-only">{t('game.scanToSee', { team: view.teams[view.currentTeam].name })}</span>
              <span aria-hidden className="hidden phone-landscape:inline">
                {t('game.scanToSeeShort')}
              </span>
            </>
          )}
        </p>
        {url && (
          <div
            className="rounded-2xl bg-white p-4 shadow phone-landscape:col-start-1 phone-landscape:row-span-4 phone-landscape:row-start-1 phone-landscape:p-2"
            data-reveal-url={url}
          >
            <QRCodeSVG value={url} size={208} className="phone-landscape:size-36" role="img" aria-label={t('game.qrLabel')} />
          </div>
        )}
        {shortUrl && (
          <p className="text-center text-sm text-stone-700 phone-landscape:col-start-2 phone-landscape:row-start-4 phone-landscape:text-xs">
            {t('game.noCamera')}{' '}
            <span dir="ltr" className="font-mono text-base font-bold tracking-wide text-stone-900" data-short-url={shortUrl}>
              {shortUrl}
            </span>
          </p>
        )}
      </div>
      <div className="flex flex-col items-center gap-4 phone-landscape:contents">
        <Countdown turnEndsAt={null} timeLeftMs={view.timeLeftMs} timerOff={view.timerPreset === 'off'} />
        <Button ref={startRef} size="lg" variant="game-primary" onClick={onStart} disabled={busy}>
          <Timer aria-hidden /> {t('game.start')}
        </Button>
      </div>
    </div>
  );
  if (!view.room) return turn;
  return (
    <div className="flex flex-col gap-6">
      {turn}
      {/* A phone on its side has room for the turn only (SPEC §2); upright it shows the room too. */}
      <div className="phone-landscape:hidden">
        <RoomPanel
          room={view.room}
          teams={view.teams}
          publicOrigin={view.publicOrigin}
          language={language}
          size="compact"
          onRemove={removeSeat}
        />
      </div>
    </div>
  );
}
