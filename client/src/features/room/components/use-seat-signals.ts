// What a seat's phone reacts to besides its view: losing its seat (the host removed it, or the
// game's room is no more), and its turn coming (a buzz, once per turn, if the phone allows it).
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { SeatGameView } from '@charades/shared/schemas/games';
import { getSocket } from '@/lib/game-socket';
import { toast } from '@/lib/toast';

export function useSeatLost(gameId: string, lost: boolean, onLost: (removed?: boolean) => void) {
  const { t } = useTranslation();
  useEffect(() => {
    if (lost) onLost();
  }, [lost, onLost]);
  useEffect(() => {
    const socket = getSocket(undefined);
    const removed = (msg: { gameId: string }) => {
      if (msg.gameId !== gameId) return;
      toast.error(t('room.removed'));
      onLost(true);
    };
    socket.on('room:removed', removed);
    return () => void socket.off('room:removed', removed);
  }, [gameId, onLost, t]);
}

export function useTurnBuzz(view: SeatGameView | undefined, turnLive: boolean) {
  const buzzed = useRef(0);
  useEffect(() => {
    if (!view || !turnLive || view.phase !== 'instruction' || buzzed.current === view.turn) return;
    buzzed.current = view.turn;
    navigator.vibrate?.([200, 100, 200]);
  }, [view, turnLive]);
}
