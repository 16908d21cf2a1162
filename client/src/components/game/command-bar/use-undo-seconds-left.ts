// Seconds left to take the last Correct back (the view's undoUntil, server time), counted down
// on this device's estimate of the server's clock; 0 once the window has closed, when the
// command bar drops Undo without waiting for a new view.
import { useEffect, useState } from 'react';
import { serverNow } from '@/lib/game-socket';

export function useUndoSecondsLeft(until: number | undefined): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (until === undefined) return;
    const id = setInterval(() => {
      const at = serverNow();
      setNow(at);
      if (at >= until) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [until]);
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}
