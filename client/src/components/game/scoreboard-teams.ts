// What every scoreboard shows, whatever its size (the board's, the stage's): both teams in
// order, the one whose turn it is marked, and the round (at most the last one) to put between them.
import { TOTAL_ROUNDS } from '@charades/shared/game/constants';
import type { PublicGameView } from '@charades/shared/schemas/games';

export function scoreboardOf(view: PublicGameView) {
  const teams = (['A', 'B'] as const).map((id) => ({
    id,
    team: view.teams[id],
    active: view.status === 'in_progress' && view.currentTeam === id,
  }));
  return { teams, round: Math.min(view.currentRound, TOTAL_ROUNDS), totalRounds: TOTAL_ROUNDS };
}

/** The first team's card, the round, the second team's card: the order both scoreboards read in. */
export function roundBetween<T>([first, second]: T[], round: T): T[] {
  return [first!, round, second!];
}
