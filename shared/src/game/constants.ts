// Business constants and rules of a game (SPEC §9), the one place server and client take
// them from.
export const TOTAL_ROUNDS = 4;
/** Round durations in ms, index 0 = round 1: SPEC §9's, unless the server configures others. */
export const DEFAULT_ROUND_DURATIONS_MS: readonly number[] = [90_000, 60_000, 45_000, 30_000];
const LATER_ROUND_DURATION_MS = 30_000;
export const MAX_TURNS = TOTAL_ROUNDS * 2;
export const TEAM_NAME_MAX_LENGTH = 40;

/** SPEC §9's duration of `round` (1-based), for a game that configured none. */
export function defaultRoundDurationMs(round: number): number {
  return DEFAULT_ROUND_DURATIONS_MS[round - 1] ?? LATER_ROUND_DURATION_MS;
}

/** The team with more points; null for a tie. */
export function winnerOf(teams: Record<'A' | 'B', { score: number }>): 'A' | 'B' | null {
  if (teams.A.score === teams.B.score) return null;
  return teams.A.score > teams.B.score ? 'A' : 'B';
}
