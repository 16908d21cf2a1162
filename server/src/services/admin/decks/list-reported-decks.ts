// The staff queue of shared decks (issue 31 §1): with open reports first (oldest report
// first), or every deck that is shared or hidden; each with its owner, a few titles and the
// open reports' reasons.
import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AdminDeckView } from '@charades/shared/schemas/decks';
import type { Db } from '../../../db/client.ts';
import { deckReports, decks, users } from '../../../db/schema/index.ts';
import { countsOf, type DeckRow } from '../../decks/deck-views.ts';
import { sampleOf } from '../../decks/list-decks.ts';

const QUEUE_LIMIT = 100;

export async function adminDeckViews(db: Db, rows: (DeckRow & { ownerEmail: string | null })[]): Promise<AdminDeckView[]> {
  const ids = rows.map((d) => d.id);
  const counts = await countsOf(db, ids);
  const reports = ids.length
    ? await db
        .select({ deckId: deckReports.deckId, reason: deckReports.reason, at: deckReports.createdAt })
        .from(deckReports)
        .where(and(inArray(deckReports.deckId, ids), isNull(deckReports.resolvedAt)))
        .orderBy(asc(deckReports.createdAt))
    : [];
  return Promise.all(
    rows.map(async (d) => {
      const open = reports.filter((r) => r.deckId === d.id);
      return {
        id: d.id,
        name: d.name,
        language: d.language,
        ownerEmail: d.ownerEmail,
        titleCount: counts.get(d.id)?.titles ?? 0,
        shareCode: d.shareCode,
        hidden: d.hiddenAt !== null,
        hiddenReason: d.hiddenReason,
        reportCount: open.length,
        reports: open.map((r) => ({ reason: r.reason, at: r.at.toISOString() })),
        sample: await sampleOf(db, d.id),
      };
    }),
  );
}

export async function listAdminDecks(opts: { db: Db; reported: boolean }): Promise<AdminDeckView[]> {
  const firstReport = sql<Date | null>`(select min(${deckReports.createdAt}) from ${deckReports} where ${deckReports.deckId} = ${decks.id} and ${deckReports.resolvedAt} is null)`;
  const rows = await opts.db
    .select({ deck: decks, ownerEmail: users.email, firstReport })
    .from(decks)
    .leftJoin(users, eq(users.id, decks.userId))
    .where(opts.reported ? sql`${firstReport} is not null` : or(isNotNull(decks.shareCode), isNotNull(decks.hiddenAt)))
    .orderBy(sql`${firstReport} asc nulls last`, asc(decks.createdAt))
    .limit(QUEUE_LIMIT);
  return adminDeckViews(
    opts.db,
    rows.map((r) => ({ ...r.deck, ownerEmail: r.ownerEmail })),
  );
}
