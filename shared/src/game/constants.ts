// Business constants and rules of a game (docs/product.md#constants), the one place server and client take
// them from.

/** How long a turn's clock runs: docs/product.md#constants's durations, 1.5 times them, or no clock at all (a
 *  turn ends only on Correct or Incorrect; WCAG 2.2.1). */
export const TIMER_PRESETS = ['standard', 'relaxed', 'off'] as const;
export type TimerPreset = (typeof TIMER_PRESETS)[number];

export const TOTAL_ROUNDS = 4;
/** Round durations in ms, index 0 = round 1: docs/product.md#constants's, unless the server configures others. */
export const DEFAULT_ROUND_DURATIONS_MS: readonly number[] = [90_000, 60_000, 45_000, 30_000];
const LATER_ROUND_DURATION_MS = 30_000;
export const MAX_TURNS = TOTAL_ROUNDS * 2;
export const TEAM_NAME_MAX_LENGTH = 40;
/** Skips ("Pass") each team may use per round: the title goes back to the pool, the clock runs on. */
export const SKIPS_PER_ROUND = 2;
/** Titles dealt to a new game: one per turn, and a spare for every skip the teams may use,
 *  so a skipped title goes back behind fresh ones instead of coming straight back. */
export const TITLES_DEALT = MAX_TURNS + SKIPS_PER_ROUND * 2 * TOTAL_ROUNDS;
/** The relaxed timer gives every round 1.5 times its time. */
const RELAXED_FACTOR = 1.5;

/** docs/product.md#constants's duration of `round` (1-based), for a game that configured none. */
export function defaultRoundDurationMs(round: number): number {
  return DEFAULT_ROUND_DURATIONS_MS[round - 1] ?? LATER_ROUND_DURATION_MS;
}

/** 1.5 times `ms`, in whole seconds as players read it (45 s -> 68 s); a base that is not
 *  whole seconds (a test's) in whole milliseconds. */
function relaxed(ms: number): number {
  return ms % 1000 === 0 ? Math.round((ms / 1000) * RELAXED_FACTOR) * 1000 : Math.round(ms * RELAXED_FACTOR);
}

/**
 * The round durations a game with `preset` plays with, from the server's base durations
 * (docs/product.md#constants's unless configured). 'off' keeps the base durations as the nominal time of a
 * round, but its clock never runs down (the machine sets no deadline).
 */
export function roundDurationsFor(preset: TimerPreset, baseMs: readonly number[] = DEFAULT_ROUND_DURATIONS_MS): number[] {
  return preset === 'relaxed' ? baseMs.map(relaxed) : [...baseMs];
}

/** The team with more points; null for a tie. */
export function winnerOf(teams: Record<'A' | 'B', { score: number }>): 'A' | 'B' | null {
  if (teams.A.score === teams.B.score) return null;
  return teams.A.score > teams.B.score ? 'A' : 'B';
}

/** A phone the host removed from a room may not join it again for this long (issue 30 §6): not
 *  under the same nickname (the server), and not from the same phone (the join page). */
export const REJOIN_AFTER_REMOVAL_MS = 5 * 60_000;

/** A Correct may be taken back for this long after it was pressed (UNDO_CORRECT, issue 33):
 *  hosts asked for it when someone taps the wrong button. */
export const UNDO_CORRECT_WINDOW_MS = 5_000;
