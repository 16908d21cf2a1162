// A phone's seat in a room, kept on this device only (localStorage, per room code): a reload,
// a sleep or another network takes the same seat again without asking anything.
import { seatCredential, type SeatCredential } from '@charades/shared/schemas/games';

const key = (code: string) => `charades:seat:${code.toUpperCase()}`;

export function loadSeat(code: string): SeatCredential | undefined {
  try {
    const parsed = seatCredential.safeParse(JSON.parse(localStorage.getItem(key(code)) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
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
