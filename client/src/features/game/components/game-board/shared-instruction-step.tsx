import { useTranslation } from '@/lib/use-translation';
import type { HostGameView } from '@charades/shared/schemas/games';
import { GameClock } from '@/components/game/game-clock';
import { isolate } from '@/lib/bidi-isolate';
import { HostRoomPanel } from '../host-room-panel';
import { RevealQrCode, RevealShortLink } from './reveal-link';
import type { StepProps } from './step-props';

/** Shared mode, before the clock: who sees the title (a joined phone, or whoever scans). */
function WhoSeesTheTitle({ view }: { view: HostGameView }) {
  const { t } = useTranslation();
  // Issue 16: the acting seat's phone has the title; no per-turn link is drawn then.
  const actor = view.room?.players.find((p) => p.seatId === view.room?.actorSeatId);
  return (
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
  );
}

/**
 * Shared mode, before the clock: the QR code (or the joined phone's name), the clock and
 * Start. docs/product.md#screens: on a phone on its side, a compact two-column form: the QR code on one side,
 * the instruction, clock, Start and the short link on the other (the wrappers dissolve into
 * one grid).
 */
export function SharedInstructionStep({ view, commands }: StepProps) {
  const turn = (
    <div className="grid items-center gap-6 sm:grid-cols-2 phone-landscape:grid-cols-[auto_minmax(0,1fr)] phone-landscape:justify-items-center phone-landscape:gap-x-6 phone-landscape:gap-y-2">
      <div className="flex flex-col items-center gap-3 phone-landscape:contents">
        <WhoSeesTheTitle view={view} />
        <RevealQrCode view={view} />
        <RevealShortLink view={view} />
      </div>
      <div className="flex flex-col items-center gap-4 phone-landscape:contents">
        <GameClock view={view} stopped />
        {commands}
      </div>
    </div>
  );
  if (!view.room) return turn;
  return (
    <div className="flex flex-col gap-6">
      {turn}
      {/* A phone on its side has room for the turn only (docs/product.md#screens); upright it shows the room too. */}
      <div className="phone-landscape:hidden">
        <HostRoomPanel view={view} size="compact" />
      </div>
    </div>
  );
}
