// Pairing a TV to an account and telling paired TVs what to show (issue 16). A code on the
// TV's screen points to a claim only that TV can collect (it holds the pairing secret whose
// hash names the claim): the phone's POST, on any server process, takes the code (single
// use, atomic), records the link and leaves the TV's credential in the claim; the TV is told
// through the Socket.IO adapter, in the room named after the claim, and collects it once,
// even if its socket reconnected to another process meanwhile.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isShortCode, normalizeShortCode } from '@charades/shared/short-code';
import type { TvStatus } from '@charades/shared/schemas/tv';
import type { Db } from '../db/client.ts';
import { gameSessions } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { hashToken, newOpaqueToken } from '../lib/secure-token.ts';
import { newShortCode } from '../lib/short-code.ts';
import type { AuthUser } from '../services/auth/auth-user.ts';
import type { GameService } from '../game/game-service.ts';
import type { GameRecord } from '../game/record.ts';
import type { GameServer } from '../game/socket/socket-types.ts';
import type { PairingStore } from './pairing-store.ts';
import { revokeTvLinksOfUser } from '../services/tv/revoke-tv-links.ts';
import { createTvLink, linkMuted, liveTvLinkOf, setTvMuted } from './tv-links.ts';

// A code on screen lives about five minutes; the TV asks for a new one before it expires and
// keeps the one it has while at least REUSE_MIN_MS of it is left (a reconnect, a reload).
export const TV_CODE_TTL_MS = 5 * 60_000;
const REUSE_MIN_MS = 60_000;
// A credential waits this long for its TV to collect it.
const CLAIM_TTL_MS = 5 * 60_000;
const CODE_ATTEMPTS = 8;
// Where a normal-mode game may switch to shared mode (the machine's SET_SHARED_MODE).
const SHAREABLE_PHASES = new Set(['handoff', 'revealed', 'ready', 'instruction', 'turnResult']);

/** The unpaired TV waiting for its code to be used. */
export const pairingRoom = (claimId: string) => `tv:pairing:${claimId}`;
/** Every paired TV of an account, on every server. */
export const tvAccountRoom = (userId: string) => `tv:account:${userId}`;
/** The paired TVs a phone session made: signing out there unlinks them. */
export const tvSessionRoom = (sessionId: string) => `tv:session:${sessionId}`;
/** This server's sockets of one link (live-tv-links.ts closes them when it ends). */
export const tvLinkRoom = (linkId: string) => `tv:link:${linkId}`;

export interface TvCode {
  code: string;
  expiresAt: number;
  pairingSecret: string;
  claimId: string;
}

export class TvService {
  constructor(
    private readonly db: Db,
    private readonly store: PairingStore,
    private readonly io: GameServer,
    private readonly games: GameService,
    private readonly log: FastifyBaseLogger,
    readonly linkTtlMs: number,
  ) {}

  /** A code for an unpaired TV: the one it already shows if enough of it is left, else a new one. */
  async issueCode(pairingSecret: string | undefined): Promise<TvCode> {
    if (pairingSecret) {
      const claimId = hashToken(pairingSecret);
      const code = await this.store.get(`pending:${claimId}`);
      const left = code ? await this.store.ttl(`code:${code}`) : null;
      if (code && left !== null && left >= REUSE_MIN_MS) return { code, expiresAt: Date.now() + left, pairingSecret, claimId };
      // Too close to its end: that code goes, so it cannot pair a TV that shows another one.
      if (code) await this.store.del(`code:${code}`);
      await this.store.del(`pending:${claimId}`);
    }
    const secret = newOpaqueToken(32);
    const claimId = hashToken(secret);
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const code = newShortCode();
      if (!(await this.store.setNew(`code:${code}`, claimId, TV_CODE_TTL_MS))) continue;
      await this.store.set(`pending:${claimId}`, code, TV_CODE_TTL_MS);
      return { code, expiresAt: Date.now() + TV_CODE_TTL_MS, pairingSecret: secret, claimId };
    }
    throw new Error('no free TV code');
  }

  /** The credential a phone left for this TV, answered once. */
  claim(pairingSecret: string): Promise<string | null> {
    return this.store.take(`claim:${hashToken(pairingSecret)}`);
  }

  /** Links the TV showing `typed` to the player's account. */
  async pair(user: AuthUser, typed: string): Promise<TvStatus> {
    const code = normalizeShortCode(typed);
    const claimId = isShortCode(code) ? await this.store.take(`code:${code}`) : null;
    if (!claimId) throw new AppError('tv_code_invalid');
    await this.store.del(`pending:${claimId}`);
    const { tvToken } = await createTvLink({ db: this.db, user, ttlMs: this.linkTtlMs });
    await this.store.set(`claim:${claimId}`, tvToken, CLAIM_TTL_MS);
    this.io.to(pairingRoom(claimId)).emit('tv:paired');
    await this.shareRunningGame(user.id);
    return { linked: true, muted: false };
  }

  async status(userId: string): Promise<TvStatus> {
    const link = await liveTvLinkOf({ db: this.db, userId });
    return { linked: !!link, muted: link?.muted ?? false };
  }

  hasLink(userId: string): Promise<boolean> {
    return liveTvLinkOf({ db: this.db, userId }).then((link) => !!link);
  }

  muted(linkId: string): Promise<boolean> {
    return linkMuted({ db: this.db, linkId });
  }

  async setMuted(userId: string, muted: boolean): Promise<TvStatus> {
    await setTvMuted({ db: this.db, userId, muted });
    this.io.to(tvAccountRoom(userId)).emit('tv:settings', { muted });
    return this.status(userId);
  }

  /** The player unlinked their TV: it is told, then its sockets close on every server. */
  async unlink(userId: string): Promise<TvStatus> {
    await revokeTvLinksOfUser(this.db, userId);
    this.end(tvAccountRoom(userId), 'unlinked');
    return { linked: false, muted: false };
  }

  /** The phone session that paired them signed out (its revoked session ends the links). */
  sessionEnded(sessionId: string): void {
    this.end(tvSessionRoom(sessionId), 'signed_out');
  }

  private end(room: string, reason: 'unlinked' | 'signed_out') {
    const tvs = this.io.in(room);
    tvs.emit('tv:unlinked', { reason });
    tvs.disconnectSockets(true);
  }

  /** The account started or continued this game: its TVs follow it. */
  gameStarted(userId: string, gameId: string): void {
    this.io.to(tvAccountRoom(userId)).emit('tv:follow', { gameId });
  }

  /** The account's newest game in progress, if its hot record is live. */
  async runningGame(userId: string): Promise<GameRecord | undefined> {
    const [row] = await this.db
      .select({ id: gameSessions.id })
      .from(gameSessions)
      .where(and(eq(gameSessions.userId, userId), eq(gameSessions.status, 'in_progress')))
      .orderBy(desc(gameSessions.createdAt))
      .limit(1);
    const record = row ? await this.games.load(row.id) : undefined;
    return record && record.state.phase !== 'finished' ? record : undefined;
  }

  /** A TV in the room: the running normal-mode game moves to shared mode where its phase allows
   *  (the host's phone asks again at the next turn otherwise, see tv-controller.tsx). */
  private async shareRunningGame(userId: string): Promise<void> {
    try {
      const record = await this.runningGame(userId);
      if (!record || record.state.context.isSharedMode || !SHAREABLE_PHASES.has(record.state.phase)) return;
      await this.games.applyCommand({
        gameId: record.gameId,
        actor: { kind: 'user', userId },
        command: { type: 'SET_SHARED_MODE', enabled: true },
      });
    } catch (err) {
      if (!(err instanceof AppError)) this.log.warn({ err, userId }, 'switching the running game to the TV failed');
    }
  }
}
