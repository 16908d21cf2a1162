// A person's balance history, newest first (issue 17 §4): every grant, purchase, coupon, game,
// refund and admin change. The note is the admin's written reason (details.note, or
// details.reason as refunds write it); the admin is the one the row names, or, for admin rows
// written before issue 17 (reference = the admin's id, no details), that account's e-mail.
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { LedgerEntry, ledgerQuery } from '@charades/shared/schemas/admin-person';
import type { DbOrTx } from '../../db/client.ts';
import { profiles, tokenLedger } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export interface ListPersonLedgerOptions {
  db: DbOrTx;
  userId: string;
  query: z.output<typeof ledgerQuery>;
}

const adminOfOldRow = sql<string | null>`(select ${profiles.email} from ${profiles}
  where ${tokenLedger.reason} in ('admin_set', 'admin_adjust') and ${profiles.id}::text = ${tokenLedger.reference})`;

export async function listPersonLedger({ db, userId, query }: ListPersonLedgerOptions) {
  const [exists] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!exists) throw new AppError('user_not_found');
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: tokenLedger.id,
        delta: tokenLedger.delta,
        balanceAfter: tokenLedger.balanceAfter,
        reason: tokenLedger.reason,
        reference: tokenLedger.reference,
        note: sql<string | null>`coalesce(${tokenLedger.details}->>'note', ${tokenLedger.details}->>'reason')`,
        adminEmail: sql<string | null>`coalesce(${tokenLedger.details}->>'adminEmail', ${adminOfOldRow})`,
        createdAt: tokenLedger.createdAt,
      })
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, userId))
      // Rows of one transaction share created_at; the id keeps paging stable.
      .orderBy(desc(tokenLedger.createdAt), desc(tokenLedger.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(tokenLedger)
      .where(eq(tokenLedger.userId, userId)),
  ]);
  const items: LedgerEntry[] = rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return { items, total: Number(count?.total ?? 0), page: query.page, pageSize: query.pageSize };
}
