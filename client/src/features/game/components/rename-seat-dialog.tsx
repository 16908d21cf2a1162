// The host renames a joined phone (issue 31 §4): a child typed "aaaa", or two cousins chose
// the same name. The joining rules apply (a name someone else has in the room is refused).
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { NICKNAME_MAX_LENGTH } from '@charades/shared/schemas/games';
import { hasVisibleCharacter, trimInvisibleEdges } from '@charades/shared/text-rules';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { emitRoomRename } from '@/lib/game-socket';

export function RenameSeatDialog({
  gameId,
  seat,
  onClose,
}: {
  gameId: string;
  seat: { seatId: string; nickname: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(seat.nickname);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const nickname = trimInvisibleEdges(name);
    if (!hasVisibleCharacter(nickname) || nickname.length > NICKNAME_MAX_LENGTH) return setError('nickname_required');
    setPending(true);
    try {
      const ack = await emitRoomRename({ gameId, seatId: seat.seatId, nickname }, 8000);
      if (ack.ok) onClose();
      else setError(ack.error.code);
    } catch {
      setError('network_error');
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('room.renameTitle', { name: seat.nickname })}>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
          <FormField label={t('room.nickname')} error={error}>
            <Input value={name} maxLength={NICKNAME_MAX_LENGTH + 10} autoComplete="off" onChange={(e) => setName(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={pending}>
              {t('room.renameSave')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
