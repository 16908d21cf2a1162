// The host removes a joined phone from the game's room (issue 16), from the page's room panel
// or from the stage's on a big screen; a refusal or a lost answer shows a toast.
import { useTranslation } from '@/lib/use-translation';
import { emitRoomRemove } from '@/lib/game-socket';
import { toast } from '@/lib/toast';

export function useRemoveSeat(gameId: string): (seatId: string) => void {
  const { t } = useTranslation();
  return (seatId: string) =>
    void emitRoomRemove({ gameId, seatId }, 8000)
      .then((ack) => !ack.ok && toast.error(t('room.removeFailed')))
      .catch(() => toast.error(t('room.removeFailed')));
}
