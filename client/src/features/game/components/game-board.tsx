// The host device's screen during a game: the acting-player steps in normal mode, the QR
// code and "the movie was" in shared mode, and the results at the end.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import { Check, X, RotateCcw, Eye, Play, Timer } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { GameCommand, HostGameView } from '@charades/shared/schemas/games';
import { Button } from '@/components/ui/button';
import type { Ack } from '@/lib/game-socket';
import { useLanguage } from '@/app/use-language';
import { Countdown } from './countdown';
import { Poster } from './poster';
import { Scoreboard } from './scoreboard';
import { Results } from './results';
import { useWakeLock } from '../use-wake-lock';
import { useCountdownAlerts } from '../use-countdown-alerts';

// SPEC §4/§9: Correct shows a success animation for 100 ms before ending the turn.
export const SUCCESS_ANIMATION_MS = 100;

export function GameBoard({
  view,
  send,
  onNewGame,
  onDone,
}: {
  view: HostGameView;
  send: (command: GameCommand) => Promise<Ack>;
  onNewGame: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [celebrating, setCelebrating] = useState(false);
  const team = view.teams[view.currentTeam].name;
  // In normal mode this device is the actor's phone: keep it awake and alert at 10 s and 0.
  const actorsTurn = !view.isSharedMode && ['revealed', 'ready', 'running', 'timeUp'].includes(view.phase);
  useWakeLock(actorsTurn);
  useCountdownAlerts({ turn: view.turn, turnEndsAt: view.turnEndsAt, timeUp: view.phase === 'timeUp', enabled: actorsTurn });

  async function run(command: GameCommand) {
    setBusy(true);
    try {
      const ack = await send(command);
      if (!ack.ok && ack.error.code !== 'command_not_allowed') toast.error(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  }

  async function correct() {
    setCelebrating(true);
    await new Promise((r) => setTimeout(r, SUCCESS_ANIMATION_MS));
    setCelebrating(false);
    await run({ type: 'CORRECT' });
  }

  if (view.status === 'completed') return <Results view={view} onNewGame={onNewGame} onDone={onDone} />;

  const marking = (
    <div className="grid w-full max-w-md grid-cols-2 gap-3">
      <Button size="lg" variant="success" onClick={correct} disabled={busy}>
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
          <Button size="lg" variant="game-primary" onClick={() => run({ type: 'REVEAL' })} disabled={busy}>
            <Eye aria-hidden /> {t('game.reveal')}
          </Button>
        </>
      );
      break;
    case 'revealed':
      body = (
        <>
          <p className="text-stone-700">{t('game.yourMovie')}</p>
          {view.currentTitle && <TitleCard title={view.currentTitle.title} posterUrl={view.currentTitle.posterUrl} />}
          <Button size="lg" variant="game-primary" onClick={() => run({ type: 'READY' })} disabled={busy}>
            {t('game.ready')}
          </Button>
        </>
      );
      break;
    case 'ready':
      body = (
        <>
          <p className="text-center text-2xl font-bold text-stone-900">{t('game.whenReady', { team })}</p>
          <Countdown turnEndsAt={null} timeLeftMs={view.timeLeftMs} />
          <Button size="lg" variant="game-primary" onClick={() => run({ type: 'START_TIMER' })} disabled={busy}>
            <Timer aria-hidden /> {t('game.startTimer')}
          </Button>
        </>
      );
      break;
    case 'instruction':
      body = <SharedInstruction view={view} busy={busy} onStart={() => run({ type: 'START_TIMER' })} />;
      break;
    case 'running':
    case 'timeUp':
      body = (
        <>
          {view.currentTitle && <p className="text-xl font-extrabold text-stone-900">{view.currentTitle.title}</p>}
          {/* Side by side on wide or landscape screens (a TV, a phone on its side). */}
          <div className="flex w-full flex-col items-center gap-5 sm:grid sm:grid-cols-2 sm:items-center">
            <div className="flex flex-col items-center gap-2">
              <Countdown turnEndsAt={view.turnEndsAt} timeLeftMs={view.timeLeftMs} size="xl" />
              {view.phase === 'timeUp' && <p className="text-lg font-bold text-red-700">{t('game.timeUp')}</p>}
            </div>
            <div className="flex w-full justify-center">{marking}</div>
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
          <Button size="lg" variant="game-primary" onClick={() => run({ type: 'NEXT_TURN' })} disabled={busy}>
            <Play aria-hidden className="rtl:-scale-x-100" /> {t('game.nextTeamTurn', { team })}
          </Button>
        </>
      );
      break;
    default:
      body = null;
  }

  return (
    // reducedMotion="user": no movement for players who asked their system for less motion.
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-4" data-share-id={view.shareId}>
          <Scoreboard view={view} />
          <p className="text-center text-sm font-semibold text-stone-700">{t('game.teamTurn', { team })}</p>
          <div className="relative overflow-hidden rounded-3xl bg-white/70 p-6 shadow-sm">
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

function SharedInstruction({ view, busy, onStart }: { view: HostGameView; busy: boolean; onStart: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The phone opens the reveal page in the language the TV is playing in.
  const url = view.revealCode ? `${window.location.origin}/reveal/${view.revealCode}${language === 'en' ? '?lng=en' : ''}` : undefined;
  return (
    <div className="grid items-center gap-6 sm:grid-cols-2">
      <div className="flex flex-col items-center gap-3">
        <p className="text-center text-xl font-bold text-stone-900">{t('game.scanToSee', { team: view.teams[view.currentTeam].name })}</p>
        {url && (
          <div className="rounded-2xl bg-white p-4 shadow" data-reveal-url={url}>
            <QRCodeSVG value={url} size={208} role="img" aria-label={t('game.qrLabel')} />
          </div>
        )}
      </div>
      <div className="flex flex-col items-center gap-4">
        <Countdown turnEndsAt={null} timeLeftMs={view.timeLeftMs} />
        <Button size="lg" variant="game-primary" onClick={onStart} disabled={busy}>
          <Timer aria-hidden /> {t('game.start')}
        </Button>
      </div>
    </div>
  );
}
