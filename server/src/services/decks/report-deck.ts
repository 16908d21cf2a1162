// Whoever opened a shared deck may report it (not its owner): one open report per person and
// deck, a second replacing the first's reason; staff see open reports in their queue.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deckReports } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { sharedDeck } from './find-deck.ts';

export async function reportDeck(opts: { db: Db; userId: string; code: string; reason: string }): Promise<void> {
  const deck = await sharedDeck(opts.db, opts.code);
  if (deck.userId === opts.userId) throw new AppError('deck_report_own');
  await opts.db
    .insert(deckReports)
    .values({ deckId: deck.id, reporterId: opts.userId, reason: opts.reason })
    .onConflictDoUpdate({
      target: [deckReports.deckId, deckReports.reporterId],
      targetWhere: sql`${deckReports.resolvedAt} is null`,
      set: { reason: opts.reason, createdAt: new Date() },
    });
}
