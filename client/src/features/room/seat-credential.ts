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
