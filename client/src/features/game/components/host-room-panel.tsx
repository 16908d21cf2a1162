// The game's room as its host sees it (issue 16): the room QR code and code, who joined per
// team, and a button to remove a phone, which asks first (issue 30 §6: a removed phone cannot
// join again for a few minutes, so a slip of the finger is not free). On the host's board, on
// the TV controller and on the host's big-screen stage alike.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { HostGameView } from '@charades/shared/schemas/games';
import { RoomPanel } from '@/components/room/room-panel';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { useLanguage } from '@/lib/use-language';
import { useRemoveSeat } from '../use-remove-seat';
import { RenameSeatDialog } from './rename-seat-dialog';

export function HostRoomPanel({ view, size }: { view: HostGameView; size: 'stage' | 'compact' }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const removeSeat = useRemoveSeat(view.gameId);
  const [asking, setAsking] = useState<{ seatId: string; nickname: string }>();
  const [renaming, setRenaming] = useState<{ seatId: string; nickname: string }>();
  if (!view.room) return null;
  const players = view.room.players;
  return (
    <>
      <RoomPanel
        room={view.room}
        teams={view.teams}
        publicOrigin={view.publicOrigin}
        language={language}
        size={size}
        onRemove={(seatId) => {
          const player = players.find((p) => p.seatId === seatId);
          if (player) setAsking({ seatId, nickname: player.nickname });
        }}
        onRename={(seatId) => {
          const player = players.find((p) => p.seatId === seatId);
          if (player) setRenaming({ seatId, nickname: player.nickname });
        }}
      />
      {renaming && <RenameSeatDialog gameId={view.gameId} seat={renaming} onClose={() => setRenaming(undefined)} />}
      <Dialog open={!!asking} onOpenChange={(open) => !open && setAsking(undefined)}>
        {asking && (
          <DialogContent title={t('room.removeConfirmTitle', { name: asking.nickname })} description={t('room.removeConfirmBody')}>
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  {t('common.cancel')}
                </Button>
              </DialogClose>
              <Button
                type="button"
                variant="destructive"
                onClick={() => {
                  removeSeat(asking.seatId);
                  setAsking(undefined);
                }}
              >
                {t('room.removeConfirm')}
              </Button>
            </div>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
