// The results screen's story of a finished game (issue 31 §4): each round's points per team
// and every title acted, by whom and whether it was guessed. Only for a finished game: every
// title in it was shown to the room after its turn; none that was never played appears.
import type { GameSummary } from '@charades/shared/schemas/games';
import type { GameRecord } from './record.ts';

export function gameSummaryOf(record: GameRecord): GameSummary | undefined {
  const results = record.turnResults;
  if (record.state.phase !== 'finished' || !results) return undefined;
  const rounds: GameSummary['rounds'] = [];
  const turns: GameSummary['turns'] = [];
  [...results].forEach((r, k) => {
    const team = k % 2 === 0 ? 'A' : 'B';
    const round = Math.floor(k / 2) + 1;
    const correct = r === 'C';
    const score = (rounds[round - 1] ??= { A: 0, B: 0 });
    if (correct) score[team] += 1;
    const title = record.titles[k];
    if (title) turns.push({ round, team, title: title.title, posterUrl: title.posterUrl, correct });
  });
  return { rounds, turns };
}
