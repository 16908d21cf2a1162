// Counts one refused request at the admin gate (issue 17 §3). A refusal from a caller who is
// not staff is a security event, not a staff action: it goes to access_refusals, one row per
// address and REFUSAL_WINDOW_MINUTES window, raised by an atomic upsert. So 500 refusals from
// one address are one row saying 500 and can never push a staff action out of the audit view.
// The window is floored on the database's clock, the same clock as the row's first_at/last_at.
import { sql } from 'drizzle-orm';
import { REFUSAL_WINDOW_MINUTES } from '@charades/shared/admin-rules';
import type { DbOrTx } from '../../db/client.ts';
import { accessRefusals } from '../../db/schema/index.ts';

const WINDOW_SECONDS = REFUSAL_WINDOW_MINUTES * 60;
// Evidence, not storage: long user agents and routes are cut.
const MAX_TEXT = 300;
const cut = (s: string | null | undefined) => (s == null ? null : s.slice(0, MAX_TEXT));

export interface AccessRefusalInput {
  db: DbOrTx;
  ip: string;
  /** 'GET /api/admin/users', without the query string. */
  route: string;
  code: string;
  user?: { id: string; email: string } | undefined;
  userAgent?: string | null | undefined;
}

export async function recordAccessRefusal({ db, ip, route, code, user, userAgent }: AccessRefusalInput): Promise<void> {
  const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${WINDOW_SECONDS}) * ${WINDOW_SECONDS})`;
  await db
    .insert(accessRefusals)
    .values({
      ip: cut(ip) ?? '',
      windowStart,
      count: 1,
      lastUserId: user?.id ?? null,
      lastUserEmail: cut(user?.email),
      lastRoute: cut(route),
      lastCode: code,
      lastUserAgent: cut(userAgent),
    })
    .onConflictDoUpdate({
      target: [accessRefusals.ip, accessRefusals.windowStart],
      set: {
        count: sql`${accessRefusals.count} + 1`,
        lastUserId: sql`excluded.last_user_id`,
        lastUserEmail: sql`excluded.last_user_email`,
        lastRoute: sql`excluded.last_route`,
        lastCode: sql`excluded.last_code`,
        lastUserAgent: sql`excluded.last_user_agent`,
        lastAt: sql`now()`,
      },
    });
}
