// GET /api/share/:shareId/image (issue 31 §4): a finished game's result as a PNG to share,
// built from what its public scoreboard already shows (team names and scores) plus the points
// per round, the day it was played and the game's address; never a title. A finished game's
// result never changes, so the last images made are kept, and only a new picture is drawn
// (and counted against the address's limit).
import { eq } from 'drizzle-orm';
import type { Language } from '@charades/shared/languages';
import type { Db } from '../db/client.ts';
import { gameSessions } from '../db/schema/index.ts';
import { gameSummaryOf } from './game-summary.ts';
import type { GameRecord } from './record.ts';
import { AppError } from '../lib/app-error.ts';
import { renderResultImage } from '../services/share-image/render-result-image.ts';

const KEPT_IMAGES = 64;
const kept = new Map<string, Buffer>();

export interface ResultImageRequest {
  db: Db;
  record: GameRecord | undefined;
  language: Language | undefined;
  publicOrigin: string;
  /** Called before a new image is drawn (a rate limit); throws to refuse. */
  beforeDrawing: () => Promise<void>;
}

export async function resultImage(r: ResultImageRequest): Promise<{ png: Buffer; language: Language }> {
  const { record } = r;
  if (!record) throw new AppError('game_not_found');
  if (record.state.phase !== 'finished') throw new AppError('game_not_finished');
  const language = r.language ?? record.language;
  const key = `${record.gameId}:${language}:${r.publicOrigin}`;
  const hit = kept.get(key);
  if (hit) return { png: hit, language };
  await r.beforeDrawing();
  const [row] = await r.db.select({ createdAt: gameSessions.createdAt }).from(gameSessions).where(eq(gameSessions.id, record.gameId));
  const teams = record.state.context.teams;
  const png = await renderResultImage({
    language,
    teams: { A: teams.A.name, B: teams.B.name },
    totals: { A: teams.A.score, B: teams.B.score },
    rounds: gameSummaryOf(record)?.rounds ?? [],
    playedOn: row?.createdAt ?? new Date(),
    address: new URL(r.publicOrigin).host,
  });
  kept.set(key, png);
  if (kept.size > KEPT_IMAGES) kept.delete(kept.keys().next().value!);
  return { png, language };
}
