// How each game command looks on every controller: its label, icon, look and keyboard shortcut.
// A new command is a line here and its labels in both languages; which commands show, in what
// order and whether they act is the server's answer (the view's `actions`).
import { Check, Eye, Play, RotateCcw, SkipForward, Timer, Undo2, X, type LucideIcon } from 'lucide-react';
import type { TFunction } from '@/lib/translator';
import type { GameCommandType } from '@charades/shared/game/command-types';
import type { PublicGameView } from '@charades/shared/schemas/games';
import type { ButtonProps } from '@/components/ui/button';

export type CommandView = Pick<
  PublicGameView,
  'version' | 'actions' | 'skipsLeft' | 'isSharedMode' | 'teams' | 'currentTeam' | 'undoUntil'
> & {
  role: string;
};

interface CommandSpec {
  icon: LucideIcon;
  /** An icon that points the way the reading goes (mirrored in Arabic). */
  mirrored?: boolean;
  variant: NonNullable<ButtonProps['variant']>;
  label: (t: TFunction, view: CommandView, team: string) => string;
  /** KeyboardEvent.code of the key that presses it on a laptop or the stage (any layout). */
  key?: string;
  /** The step's main action: it takes focus as the step appears. */
  main?: boolean;
  /** Drawn half-width beside its pair (Correct, Incorrect); a lesser command (not `main`)
   *  shares its row with another lesser one; the main one takes a row. */
  paired?: boolean;
}

export const COMMAND_SPECS: Record<GameCommandType, CommandSpec> = {
  REVEAL: { icon: Eye, variant: 'game-primary', label: (t) => t('game.reveal'), key: 'KeyR', main: true },
  READY: { icon: Play, mirrored: true, variant: 'game-primary', label: (t) => t('game.ready'), key: 'KeyD', main: true },
  START_TIMER: {
    icon: Timer,
    variant: 'game-primary',
    // A seat's phone readies its own turn; a shared screen starts it; the actor's phone starts its clock.
    label: (t, view) => (view.role === 'seat' ? t('room.ready') : view.isSharedMode ? t('game.start') : t('game.startTimer')),
    key: 'KeyS',
    main: true,
  },
  CORRECT: { icon: Check, variant: 'success', label: (t) => t('game.correct'), key: 'KeyC', main: true, paired: true },
  INCORRECT: { icon: X, variant: 'destructive', label: (t) => t('game.incorrect'), key: 'KeyX', paired: true },
  SKIP: {
    icon: SkipForward,
    mirrored: true,
    variant: 'outline',
    label: (t, view) => t('game.skip', { count: view.skipsLeft }),
    key: 'KeyP',
  },
  UNDO_CORRECT: { icon: Undo2, variant: 'secondary', label: (t) => t('game.undoCorrect'), key: 'KeyZ' },
  RESET_TIMER: { icon: RotateCcw, variant: 'ghost', label: (t) => t('game.resetTimer') },
  NEXT_TURN: {
    icon: Play,
    mirrored: true,
    variant: 'game-primary',
    label: (t, _view, team) => t('game.nextTeamTurn', { team }),
    key: 'KeyN',
    main: true,
  },
  SET_SHARED_MODE: { icon: Eye, variant: 'secondary', label: (t) => t('game.sharedMode') },
};

/** The key a person presses, as aria-keyshortcuts names it. */
export function shortcutName(code: string): string {
  return code.replace(/^Key/, '');
}
