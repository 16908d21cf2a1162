// The accounts behind live game sockets, kept fresh without a database read per command.
// A command never relies on a check older than `maxAgeMs`, so a suspension, deletion or
// revoked session stops commands within that time, as a per-command read would. Sessions
// used recently are re-read in the background, all in one query, so commands of an active
// game find a fresh answer and do not wait for the database. Sessions held by an open
// socket are re-read the same way for as long as the socket is open, and one found ended
// or suspended is reported, so its sockets are closed within the same time.
import type { AuthUser } from '../services/auth/auth-user.ts';
import { createHolders, type Holders } from '../lib/holders.ts';

export interface LiveSessionsOptions {
  /** The users of those sessions that are still valid; a missing session has ended. */
  loadMany(sessionIds: string[]): Promise<AuthUser[]>;
  /** Whether every one of these users is still what loadMany would answer: then a background
   *  re-read takes this one answer instead of reading them all. */
  unchanged?(users: AuthUser[]): Promise<boolean>;
  maxAgeMs?: number;
  refreshEveryMs?: number;
  /** A session not used for this long is forgotten (its sockets have gone quiet). */
  idleAfterMs?: number;
  onError?(err: unknown): void;
  /** A held session was found ended (revoked, expired, user deleted) or its user suspended. */
  onEnded?(sessionId: string, reason: 'account_suspended' | 'unauthorized'): void;
}

export interface LiveSessions {
  /** The session's user as checked at most `maxAgeMs` ago; undefined when it has ended. */
  current(userId: string, sessionId: string): Promise<AuthUser | undefined>;
  /** Keeps `user`'s session checked while a socket holds it; call the result to let go. */
  hold(user: AuthUser): () => void;
  stop(): void;
}

interface Entry {
  user: AuthUser | undefined;
  checkedAt: number;
  usedAt: number;
}

const BATCH = 500;

/** What the reads share: the options, the answers by session and the sessions sockets hold. */
interface Sessions {
  opts: LiveSessionsOptions;
  entries: Map<string, Entry>;
  // Open sockets per session: such a session is never forgotten as idle.
  holders: Holders;
}

async function read({ opts, entries, holders }: Sessions, sessionIds: string[]): Promise<void> {
  const startedAt = Date.now();
  const found = new Map((await opts.loadMany(sessionIds)).map((u) => [u.sessionId, u]));
  for (const id of sessionIds) {
    const entry = entries.get(id);
    // A newer answer (a single read that finished first) wins.
    if (entry && entry.checkedAt > startedAt) continue;
    const user = found.get(id);
    entries.set(id, { user, checkedAt: startedAt, usedAt: entry?.usedAt ?? startedAt });
    if (holders.has(id) && (!user || user.role === 'suspended')) opts.onEnded?.(id, user ? 'account_suspended' : 'unauthorized');
  }
}

// A background re-read: the sessions whose users are held are first checked all at once
// (nearly always unchanged); only those not known to be, or all of a batch where something
// changed, are read again.
async function refresh(sessions: Sessions, sessionIds: string[]): Promise<void> {
  const { opts, entries } = sessions;
  const held = sessionIds.flatMap((id) => {
    const user = entries.get(id)?.user;
    return user ? [user] : [];
  });
  const startedAt = Date.now();
  if (!opts.unchanged || held.length === 0 || !(await opts.unchanged(held))) return read(sessions, sessionIds);
  for (const user of held) {
    const entry = entries.get(user.sessionId);
    // Still the answer that was checked, and no newer check made meanwhile.
    if (entry?.user === user && entry.checkedAt <= startedAt) entry.checkedAt = startedAt;
  }
  const unknown = sessionIds.filter((id) => !entries.get(id)?.user);
  if (unknown.length) await read(sessions, unknown);
}

export function createLiveSessions(opts: LiveSessionsOptions): LiveSessions {
  const maxAgeMs = opts.maxAgeMs ?? 2000;
  const refreshEveryMs = opts.refreshEveryMs ?? Math.floor(maxAgeMs / 2);
  const idleAfterMs = opts.idleAfterMs ?? 60_000;
  const sessions: Sessions = { opts, entries: new Map<string, Entry>(), holders: createHolders() };
  const { entries, holders } = sessions;
  // One read in flight per session: concurrent commands of a stale session share it.
  const reading = new Map<string, Promise<void>>();

  function readOne(sessionId: string): Promise<void> {
    let pending = reading.get(sessionId);
    if (!pending) {
      pending = read(sessions, [sessionId]).finally(() => reading.delete(sessionId));
      reading.set(sessionId, pending);
    }
    return pending;
  }

  let refreshing = false;
  // Never rejects: a failed refresh is reported and the next period tries again.
  async function refreshDue() {
    if (refreshing || entries.size === 0) return;
    refreshing = true;
    try {
      const now = Date.now();
      const due: string[] = [];
      for (const [id, entry] of entries) {
        if (now - entry.usedAt > idleAfterMs && !holders.has(id)) entries.delete(id);
        // Half a period, not a whole one: sessions read a moment apart join the same batch
        // instead of drifting into one query each.
        else if (now - entry.checkedAt >= refreshEveryMs / 2) due.push(id);
      }
      for (let i = 0; i < due.length; i += BATCH) await refresh(sessions, due.slice(i, i + BATCH));
    } catch (err) {
      // The next command of a stale session reads for itself and reports the failure.
      opts.onError?.(err);
    } finally {
      refreshing = false;
    }
  }
  const timer = setInterval(() => void refreshDue(), refreshEveryMs);
  timer.unref();

  return {
    async current(userId, sessionId) {
      let entry = entries.get(sessionId);
      if (!entry || Date.now() - entry.checkedAt > maxAgeMs) {
        await readOne(sessionId);
        entry = entries.get(sessionId);
        if (!entry) return undefined; // stopped meanwhile
      }
      entry.usedAt = Date.now();
      return entry.user && entry.user.id === userId ? entry.user : undefined;
    },
    hold(user) {
      const id = user.sessionId;
      const release = holders.hold(id);
      // The socket's handshake has just checked the session.
      if (!entries.has(id)) entries.set(id, { user, checkedAt: Date.now(), usedAt: Date.now() });
      return release;
    },
    stop() {
      clearInterval(timer);
      entries.clear();
      holders.clear();
    },
  };
}
