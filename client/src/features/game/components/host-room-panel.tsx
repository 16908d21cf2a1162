// The game's room as its host sees it (issue 16): the room QR code and code, who joined per
// team, and a button to remove a phone. On the host's board, on the TV controller and on the
// host's big-screen stage alike.
import type { HostGameView } from '@charades/shared/schemas/games';
import { RoomPanel } from '@/components/room/room-panel';
import { useLanguage } from '@/lib/use-language';
import { useRemoveSeat } from '../use-remove-seat';

export function HostRoomPanel({ view, size }: { view: HostGameView; size: 'stage' | 'compact' }) {
  const language = useLanguage();
  const removeSeat = useRemoveSeat(view.gameId);
  if (!view.room) return null;
  return (
    <RoomPanel room={view.room} teams={view.teams} publicOrigin={view.publicOrigin} language={language} size={size} onRemove={removeSeat} />
  );
}
