// Paired TV sockets re-checked against their links (issue 30 §2), as live-sessions.ts does for
// players' sockets. However a link ends (unlinked, its session signed out, revoked as reuse or
// by a password reset, expired, the account suspended or deleted), every server finds out
// within a check period for the TV sockets it holds, and tells and closes them. The
// sign-out, unlink and suspension routes also close them at once through the adapter; this
// is what catches every other way.
import { createHolders } from '../lib/holders.ts';

export type TvLinkEnd = 'unlinked' | 'signed_out' | 'expired';

export interface LiveTvLinksOptions {
  /** Of these links, the ones no longer live, with why. */
  ended(linkIds: string[]): Promise<{ linkId: string; reason: TvLinkEnd }[]>;
  /** A held link was found ended: close its sockets on this server. */
  onEnded(linkId: string, reason: TvLinkEnd): void;
  onError?(err: unknown): void;
  /** 1 s: a link ended is acted on within about this long plus one read. */
  everyMs?: number;
}

export interface LiveTvLinks {
  /** Keeps the link checked while a socket holds it; call the result to let go. */
  hold(linkId: string): () => void;
  stop(): void;
}

const BATCH = 500;

export function createLiveTvLinks(opts: LiveTvLinksOptions): LiveTvLinks {
  const holders = createHolders();
  let checking = false;

  async function check() {
    if (checking || holders.size === 0) return;
    checking = true;
    try {
      const ids = holders.keys();
      for (let i = 0; i < ids.length; i += BATCH) {
        for (const { linkId, reason } of await opts.ended(ids.slice(i, i + BATCH))) {
          if (holders.has(linkId)) opts.onEnded(linkId, reason);
        }
      }
    } catch (err) {
      // The next period tries again; the handshake refuses an ended link meanwhile.
      opts.onError?.(err);
    } finally {
      checking = false;
    }
  }
  const timer = setInterval(() => void check(), opts.everyMs ?? 1000);
  timer.unref();

  return {
    hold: (linkId) => holders.hold(linkId),
    stop() {
      clearInterval(timer);
      holders.clear();
    },
  };
}
