// Countdown helpers shared by every screen that shows the clock (docs/product.md#game-flow, #constants).
import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/game-socket';

export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** Above 20 s orange, 11-20 amber, 10 or less red and pulsing. */
export function clockTone(ms: number): 'orange' | 'amber' | 'red' {
  const s = Math.ceil(ms / 1000);
  if (s > 20) return 'orange';
  if (s > 10) return 'amber';
  return 'red';
}

/** Milliseconds left, redrawn several times a second from the server's deadline. */
export function useTimeLeft(turnEndsAt: number | null, stoppedMs: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (turnEndsAt === null) return;
    const id = setInterval(() => setNow(serverNow()), 200);
    return () => clearInterval(id);
  }, [turnEndsAt]);
  return turnEndsAt === null ? stoppedMs : Math.max(0, turnEndsAt - now);
}
