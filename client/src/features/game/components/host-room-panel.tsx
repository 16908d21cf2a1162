// The game's room as its host sees it (issue 16): the room QR code and code, who joined per
// team, and a button to remove a phone. On the host's board, on the TV controller and on the
// host's big-screen stage alike.
import { useTranslation } from 'react-i18next';
import type { HostGameView } from '@charades/shared/schemas/games';
import { RoomPanel } from '@/components/room/room-panel';
import { emitRoomRemove } from '@/lib/game-socket';
import { useLanguage } from '@/lib/use-language';
import { toast } from '@/lib/toast';

export function HostRoomPanel({ view, size }: { view: HostGameView; size: 'stage' | 'compact' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!view.room) return null;
  const removeSeat = (seatId: string) =>
    void emitRoomRemove({ gameId: view.gameId, seatId }, 8000)
      .then((ack) => !ack.ok && toast.error(t('room.removeFailed')))
      .catch(() => toast.error(t('room.removeFailed')));
  return (
    <RoomPanel room={view.room} teams={view.teams} publicOrigin={view.publicOrigin} language={language} size={size} onRemove={removeSeat} />
  );
}
