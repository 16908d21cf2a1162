// A phone's seat in a room, kept on this device only (localStorage, per room code): a reload,
// a sleep or another network takes the same seat again without asking anything.
import type { SeatCredential } from '@charades/shared/schemas/games';

const key = (code: string) => `charades:seat:${code.toUpperCase()}`;

// zod's uuid pattern (RFC 9562, any version, and the nil and max ids), as `seatCredential` has it.
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const text = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

/** What `seatCredential.safeParse` (shared/src/schemas/games.ts) makes of a stored value, by hand:
 *  the room page is the first download of most players, and zod would add 26 KB gzip to it
 *  (seat-credential.test.ts holds the two together). */
export function parseSeat(value: unknown): SeatCredential | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { gameId, seatId, seatToken } = value as Record<string, unknown>;
  if (!(typeof gameId === 'string' && UUID.test(gameId) && text(seatId, 1, 64) && text(seatToken, 16, 100))) return undefined;
  return { gameId, seatId, seatToken };
}

export function loadSeat(code: string): SeatCredential | undefined {
  try {
    return parseSeat(JSON.parse(localStorage.getItem(key(code)) ?? 'null'));
  } catch {
    return undefined;
  }
}

export function saveSeat(code: string, seat: SeatCredential): void {
  try {
    localStorage.setItem(key(code), JSON.stringify(seat));
  } catch {
    // Private mode without storage: the seat lasts as long as this page.
  }
}

export function forgetSeat(code: string): void {
  try {
    localStorage.removeItem(key(code));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

const removedKey = (code: string) => `charades:removed:${code.toUpperCase()}`;

/** The host removed this phone from the room: it may not join again for a while (the server
 *  refuses its nickname too; this keeps the phone itself from joining under another name). */
export function markRemoved(code: string, until: number): void {
  try {
    localStorage.setItem(removedKey(code), String(until));
  } catch {
    // No storage: the server's refusal of the nickname still holds.
  }
}

/** Until when this phone may not join the room again, if it was removed a moment ago. */
export function removedUntil(code: string, now = Date.now()): number | undefined {
  try {
    const until = Number(localStorage.getItem(removedKey(code)));
    return Number.isFinite(until) && until > now ? until : undefined;
  } catch {
    return undefined;
  }
}
