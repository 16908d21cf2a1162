// Business constants of a game (SPEC §9).
export const TOTAL_ROUNDS = 4;
export const ROUND_DURATIONS_S: Record<number, number> = { 1: 90, 2: 60, 3: 45, 4: 30 };
export const DEFAULT_ROUND_DURATION_S = 30;
export const MAX_TURNS = TOTAL_ROUNDS * 2;
export const TEAM_NAME_MAX_LENGTH = 40;

export function roundDurationMs(round: number): number {
  return (ROUND_DURATIONS_S[round] ?? DEFAULT_ROUND_DURATION_S) * 1000;
}
