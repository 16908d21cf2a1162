// The tv_links table: a paired TV's credential and settings. A link counts while it is not
// revoked, not expired, the phone session that made it is live, and the account is not
// suspended: however that session ends, unlinking, suspension and the 12 hours each end it.
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authSessions, profiles, tvLinks } from '../db/schema/index.ts';
import { hashToken, newOpaqueToken } from '../lib/secure-token.ts';
import type { AuthUser } from '../services/auth/auth-user.ts';
import type { TvSocketLink } from '../game/socket/socket-types.ts';
import type { TvLinkEnd } from './live-tv-links.ts';

const linkIsLive = and(
  isNull(tvLinks.revokedAt),
  gt(tvLinks.expiresAt, sql`now()`),
  isNull(authSessions.revokedAt),
  gt(authSessions.expiresAt, sql`now()`),
  ne(profiles.role, 'suspended'),
);

function liveLinks(db: Db) {
  return db
    .select({
      linkId: tvLinks.id,
      userId: tvLinks.userId,
      sessionId: tvLinks.sessionId,
      expiresAt: tvLinks.expiresAt,
      muted: tvLinks.muted,
    })
    .from(tvLinks)
    .innerJoin(authSessions, eq(authSessions.id, tvLinks.sessionId))
    .innerJoin(profiles, eq(profiles.id, tvLinks.userId));
}

/** A new link for the pairing player's session; answers the TV's credential (never stored). */
export async function createTvLink(opts: { db: Db; user: AuthUser; ttlMs: number }): Promise<{ linkId: string; tvToken: string }> {
  const tvToken = newOpaqueToken(32);
  const [row] = await opts.db
    .insert(tvLinks)
    .values({
      userId: opts.user.id,
      sessionId: opts.user.sessionId,
      tokenHash: hashToken(tvToken),
      expiresAt: new Date(Date.now() + opts.ttlMs),
    })
    .returning({ id: tvLinks.id });
  return { linkId: row!.id, tvToken };
}

/** The live link this credential belongs to, or undefined. */
export async function findLiveTvLink(opts: { db: Db; tvToken: string }): Promise<(TvSocketLink & { muted: boolean }) | undefined> {
  const [row] = await liveLinks(opts.db).where(and(eq(tvLinks.tokenHash, hashToken(opts.tvToken)), linkIsLive));
  return row && { ...row, expiresAt: row.expiresAt.getTime() };
}

/** Of these links, those no longer live and why: revoked (unlinked, or its session ended),
 *  expired (its own 12 hours or its session's), the account suspended or deleted. */
export async function endedTvLinks(opts: { db: Db; linkIds: string[] }): Promise<{ linkId: string; reason: TvLinkEnd }[]> {
  if (opts.linkIds.length === 0) return [];
  const rows = await opts.db
    .select({
      linkId: tvLinks.id,
      live: sql<boolean>`coalesce(${linkIsLive}, false)`,
      linkExpired: sql<boolean>`${tvLinks.expiresAt} <= now()`,
      sessionEnded: sql<boolean>`${authSessions.revokedAt} is not null`,
      sessionExpired: sql<boolean>`${authSessions.expiresAt} <= now()`,
    })
    .from(tvLinks)
    .leftJoin(authSessions, eq(authSessions.id, tvLinks.sessionId))
    .leftJoin(profiles, eq(profiles.id, tvLinks.userId))
    .where(inArray(tvLinks.id, opts.linkIds));
  const found = new Map(rows.map((r) => [r.linkId, r]));
  return opts.linkIds.flatMap((linkId) => {
    const row = found.get(linkId);
    // Gone with its account.
    if (!row) return [{ linkId, reason: 'unlinked' as const }];
    if (row.live) return [];
    const reason: TvLinkEnd = row.sessionEnded ? 'signed_out' : row.linkExpired || row.sessionExpired ? 'expired' : 'unlinked';
    return [{ linkId, reason }];
  });
}

/** The account's newest live link, if it has one. */
export async function liveTvLinkOf(opts: { db: Db; userId: string }): Promise<{ linkId: string; muted: boolean } | undefined> {
  const [row] = await liveLinks(opts.db)
    .where(and(eq(tvLinks.userId, opts.userId), linkIsLive))
    .orderBy(desc(tvLinks.createdAt))
    .limit(1);
  return row;
}

export async function linkMuted(opts: { db: Db; linkId: string }): Promise<boolean> {
  const [row] = await opts.db.select({ muted: tvLinks.muted }).from(tvLinks).where(eq(tvLinks.id, opts.linkId));
  return row?.muted ?? false;
}

export async function setTvMuted(opts: { db: Db; userId: string; muted: boolean }): Promise<void> {
  await opts.db
    .update(tvLinks)
    .set({ muted: opts.muted })
    .where(and(eq(tvLinks.userId, opts.userId), isNull(tvLinks.revokedAt)));
}
