// The accounts behind live game sockets, kept fresh without a database read per command.
// A command never relies on a check older than `maxAgeMs`, so a suspension, deletion or
// revoked session stops commands within that time, as a per-command read would. Sessions
// used recently are re-read in the background, all in one query, so commands of an active
// game find a fresh answer and do not wait for the database.
import type { AuthUser } from '../plugins/auth.ts';

export interface LiveSessionsOptions {
  /** The users of those sessions that are still valid; a missing session has ended. */
  loadMany(sessionIds: string[]): Promise<AuthUser[]>;
  maxAgeMs?: number;
  refreshEveryMs?: number;
  /** A session not used for this long is forgotten (its sockets have gone quiet). */
  idleAfterMs?: number;
  onError?(err: unknown): void;
}

export interface LiveSessions {
  /** The session's user as checked at most `maxAgeMs` ago; undefined when it has ended. */
  current(userId: string, sessionId: string): Promise<AuthUser | undefined>;
  stop(): void;
}

interface Entry {
  user: AuthUser | undefined;
  checkedAt: number;
  usedAt: number;
}

const BATCH = 500;

export function createLiveSessions(opts: LiveSessionsOptions): LiveSessions {
  const maxAgeMs = opts.maxAgeMs ?? 2000;
  const refreshEveryMs = opts.refreshEveryMs ?? Math.floor(maxAgeMs / 2);
  const idleAfterMs = opts.idleAfterMs ?? 60_000;
  const entries = new Map<string, Entry>();
  // One read in flight per session: concurrent commands of a stale session share it.
  const reading = new Map<string, Promise<void>>();

  async function read(sessionIds: string[]): Promise<void> {
    const startedAt = Date.now();
    const found = new Map((await opts.loadMany(sessionIds)).map((u) => [u.sessionId, u]));
    for (const id of sessionIds) {
      const entry = entries.get(id);
      // A newer answer (a single read that finished first) wins.
      if (entry && entry.checkedAt > startedAt) continue;
      entries.set(id, { user: found.get(id), checkedAt: startedAt, usedAt: entry?.usedAt ?? startedAt });
    }
  }

  function readOne(sessionId: string): Promise<void> {
    let pending = reading.get(sessionId);
    if (!pending) {
      pending = read([sessionId]).finally(() => reading.delete(sessionId));
      reading.set(sessionId, pending);
    }
    return pending;
  }

  let refreshing = false;
  const timer = setInterval(async () => {
    if (refreshing || entries.size === 0) return;
    refreshing = true;
    try {
      const now = Date.now();
      const due: string[] = [];
      for (const [id, entry] of entries) {
        if (now - entry.usedAt > idleAfterMs) entries.delete(id);
        // Half a period, not a whole one: sessions read a moment apart join the same batch
        // instead of drifting into one query each.
        else if (now - entry.checkedAt >= refreshEveryMs / 2) due.push(id);
      }
      for (let i = 0; i < due.length; i += BATCH) await read(due.slice(i, i + BATCH));
    } catch (err) {
      // The next command of a stale session reads for itself and reports the failure.
      opts.onError?.(err);
    } finally {
      refreshing = false;
    }
  }, refreshEveryMs);
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
    stop() {
      clearInterval(timer);
      entries.clear();
    },
  };
}
