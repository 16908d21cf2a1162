// The frame of every step on the host device: the scoreboard and whose turn it is above, the
// step (with its commands) in a card that moves in as it changes, and Correct's success flash.
import { useTranslation } from '@/lib/use-translation';
import { AnimatePresence, LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import { Check } from 'lucide-react';
import type { HostGameView } from '@charades/shared/schemas/games';
import { Scoreboard } from '@/components/game/scoreboard';
import { GameScreenHeading } from '@/components/game/game-screen-heading';
import { ShareScoreboard } from '../share-scoreboard';
import { SUCCESS_ANIMATION_MS } from '@/components/game/command-bar/use-command-runner';

interface BoardFrameProps {
  view: HostGameView;
  team: string;
  celebrating: boolean;
  boardRef: React.Ref<HTMLDivElement>;
  children: React.ReactNode;
}

export function BoardFrame({ view, team, celebrating, boardRef, children }: BoardFrameProps) {
  const { t } = useTranslation();
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
                {children}
              </m.div>
            </AnimatePresence>
            <AnimatePresence>{celebrating && <SuccessFlash />}</AnimatePresence>
          </div>
        </div>
      </MotionConfig>
    </LazyMotion>
  );
}

function SuccessFlash() {
  return (
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
  );
}
