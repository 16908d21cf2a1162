// The one command bar (issue 33): draws the commands the server offers this viewer now (the
// view's `actions`), in its order, on every controller: the host's board, the phone that
// controls a TV, a seat's phone and the laptop's stage. A command that cannot act stays in
// place, focusable, aria-disabled and described by its reason; while a command awaits its
// answer every button waits and the pressed one says so. The controller keeps its layout,
// scoreboard and room panel; this draws the buttons.
import { useEffect, useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Loader2 } from 'lucide-react';
import type { ActionReason, GameAction, GameCommandType } from '@charades/shared/game/command-types';
import type { GameCommand } from '@charades/shared/schemas/games';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useTeamLabel } from '@/lib/team-label';
import { COMMAND_SPECS, shortcutName, type CommandView } from './command-specs';
import type { CommandRunner } from './use-command-runner';
import { useUndoSecondsLeft } from './use-undo-seconds-left';

export type CommandBarSize = 'phone' | 'laptop' | 'stage';

const BAR: Record<CommandBarSize, string> = {
  phone: 'grid w-full max-w-md grid-cols-2 gap-3',
  laptop: 'grid w-full max-w-md grid-cols-2 gap-3',
  stage: 'flex flex-wrap items-start gap-6',
};
// At 1080p on the stage: 88 px tall, 36 px text (24 px at 1280x720 after scaling), icons to match.
const BUTTON: Record<CommandBarSize, { main: string; other: string }> = {
  phone: { main: 'h-20 w-full text-2xl', other: 'h-14 w-full px-3 text-lg' },
  // Lesser buttons two to a row on a phone on its side: room for their words (Arabic's are long).
  laptop: { main: 'h-14 w-full px-8 text-lg', other: 'h-14 w-full px-3 text-base' },
  stage: {
    main: 'h-[88px] min-w-0 max-w-[760px] rounded-[24px] px-12 text-[36px] font-bold [&_svg]:size-10',
    other: 'h-[72px] rounded-[20px] px-8 text-[28px] font-semibold [&_svg]:size-8',
  },
};
const NOTE: Record<CommandBarSize, string> = {
  phone: 'text-sm text-stone-700',
  laptop: 'text-sm text-stone-700',
  // Light on the dark stage (stone-200 on stone-950: 13:1).
  stage: 'text-[24px] font-semibold text-stone-200',
};

export interface CommandBarProps {
  view: CommandView;
  runner: CommandRunner;
  size: CommandBarSize;
  /** Gives the step's main action keyboard focus as it appears. */
  mainAction?: (button: HTMLButtonElement | null) => void;
  /** Answers the keyboard shortcuts (a laptop's or the stage's keyboard). */
  shortcuts?: boolean;
  className?: string;
  /** Classes per command, for a layout that must hide one (a phone on its side). */
  commandClassName?: Partial<Record<GameCommandType, string>>;
}

// Why a command cannot act, as the player reads it (the server's error code names it).
const REASON_KEYS = {
  skip_limit_reached: 'game.skipNoneLeft',
  skip_no_other_title: 'errors.skip_no_other_title',
} as const satisfies Record<ActionReason, string>;

// Drawn by the controls that own them (the mode switch), not by the bar.
const NOT_IN_BAR: ReadonlySet<GameCommandType> = new Set(['SET_SHARED_MODE']);

export function CommandBar({ view, runner, size, mainAction, shortcuts = false, className, commandClassName }: CommandBarProps) {
  const undoLeft = useUndoSecondsLeft(view.undoUntil);
  const actions = view.actions.filter((a) => !NOT_IN_BAR.has(a.type) && (a.type !== 'UNDO_CORRECT' || undoLeft > 0));
  const main = actions.find((a) => a.enabled && COMMAND_SPECS[a.type].main);
  // Two or more lesser commands (Pass, Reset timer, Undo) share rows: a phone on its side keeps
  // the turn's own buttons on screen.
  const lesser = actions.filter((a) => !COMMAND_SPECS[a.type].paired && !COMMAND_SPECS[a.type].main);
  useShortcuts(shortcuts ? actions : [], runner, view);
  if (!actions.length) return null;
  return (
    <div className={cn(BAR[size], className)} data-command-bar={size}>
      {actions.map((action) => (
        <CommandButton
          key={action.type}
          action={action}
          view={view}
          runner={runner}
          size={size}
          main={action === main}
          mainAction={action === main ? mainAction : undefined}
          undoLeft={undoLeft}
          wide={!COMMAND_SPECS[action.type].paired && (COMMAND_SPECS[action.type].main || lesser.length < 2)}
          className={commandClassName?.[action.type]}
        />
      ))}
    </div>
  );
}

interface CommandButtonProps {
  action: GameAction;
  view: CommandView;
  runner: CommandRunner;
  size: CommandBarSize;
  main: boolean;
  mainAction?: (button: HTMLButtonElement | null) => void;
  undoLeft: number;
  /** Takes its row (else half of it). */
  wide: boolean;
  className?: string;
}

function CommandButton({ action, view, runner, size, main, mainAction, undoLeft, wide, className }: CommandButtonProps) {
  const { t } = useTranslation();
  const team = useTeamLabel()(view.teams[view.currentTeam].name);
  const noteId = useId();
  const spec = COMMAND_SPECS[action.type];
  const Icon = spec.icon;
  const pending = runner.pendingAt(view.version);
  const waiting = pending !== null;
  const pressed = pending === action.type;
  const note = action.reason
    ? t(REASON_KEYS[action.reason])
    : action.type === 'UNDO_CORRECT'
      ? t('game.undoCorrectHint', { count: undoLeft })
      : null;
  // The dark stage has no room for a see-through button: a light one instead.
  const variant = size === 'stage' && spec.variant === 'ghost' ? 'secondary' : spec.variant;
  return (
    <div className={cn('flex min-w-0 flex-col items-center gap-1', size !== 'stage' && wide && 'col-span-2', className)}>
      <Button
        ref={mainAction}
        variant={variant}
        className={cn(main || spec.paired ? BUTTON[size].main : BUTTON[size].other, !action.enabled && 'cursor-not-allowed opacity-60')}
        onClick={() => {
          if (action.enabled && !waiting) runner.run(commandOf(action.type, view), view.version);
        }}
        // aria-disabled rather than disabled: a keyboard player keeps focus here and hears why.
        aria-disabled={!action.enabled || waiting}
        aria-busy={pressed || undefined}
        aria-describedby={note ? noteId : undefined}
        aria-keyshortcuts={spec.key ? shortcutName(spec.key) : undefined}
        data-command={action.type}
        data-skips-left={action.type === 'SKIP' ? view.skipsLeft : undefined}
      >
        {pressed ? (
          <Loader2 aria-hidden className="motion-safe:animate-spin" />
        ) : (
          <Icon aria-hidden className={spec.mirrored ? 'rtl:-scale-x-100' : undefined} />
        )}{' '}
        {/* A team's long name is cut short on its button (the turn line shows it whole); a lesser
            command's words wrap to a second line rather than lose their end. */}
        <span className={main || spec.paired ? 'truncate' : 'text-balance whitespace-normal leading-tight'}>
          {spec.label(t, view, team)}
        </span>
      </Button>
      {note && (
        <p id={noteId} className={cn('max-w-full text-center', NOTE[size])}>
          {note}
        </p>
      )}
    </div>
  );
}

function commandOf(type: GameCommandType, view: CommandView): GameCommand {
  return type === 'SET_SHARED_MODE' ? { type, enabled: !view.isSharedMode } : { type };
}

/** A laptop's or the stage's keys press the enabled commands on show; never while typing or
 *  with a dialog open, and never with a modifier (the browser's own shortcuts). */
function useShortcuts(actions: readonly GameAction[], runner: CommandRunner, view: CommandView) {
  useEffect(() => {
    if (!actions.length) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || e.ctrlKey || e.metaKey || e.altKey) return;
      const typing = e.target instanceof Element && e.target.closest('input, textarea, select, [contenteditable="true"]');
      if (typing || document.querySelector('[role="dialog"]')) return;
      const action = actions.find((a) => a.enabled && COMMAND_SPECS[a.type].key === e.code);
      if (!action || runner.pendingAt(view.version)) return;
      e.preventDefault();
      runner.run(commandOf(action.type, view), view.version);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions, runner, view]);
}
