// A beep and a vibration at 10 s left and at 0, once each per turn. The end alert also fires
// when the server's time-up arrives before this device's clock reached 0.
import { useEffect, useRef } from 'react';
import { alertPulse } from '@/lib/alerts';
import { useTimeLeft } from './timer';

export function useCountdownAlerts(opts: { turn: number; turnEndsAt: number | null; timeUp: boolean; enabled: boolean }) {
  const { turn, turnEndsAt, timeUp, enabled } = opts;
  const left = useTimeLeft(turnEndsAt, timeUp ? 0 : Number.POSITIVE_INFINITY);
  const fired = useRef({ turn: -1, warned: false, ended: false, armed: false });
  useEffect(() => {
    if (!enabled) return;
    if (fired.current.turn !== turn) fired.current = { turn, warned: false, ended: false, armed: false };
    const f = fired.current;
    // Only a clock this device saw running can alert (not a reload after time ran out).
    if (turnEndsAt !== null && left > 0) f.armed = true;
    if (!f.armed) return;
    if (!f.warned && left <= 10_000) {
      f.warned = true;
      if (left > 0) alertPulse('warning');
    }
    if (!f.ended && left <= 0) {
      f.ended = true;
      alertPulse('end');
    }
  }, [left, turn, turnEndsAt, timeUp, enabled]);
}
