// The spectator scoreboard's link (/share/<id>), offered on the game screen: friends not in
// the room, or across it, follow the score on their own phones. It never shows a title.
import { useTranslation } from '@/lib/use-translation';
import { Users } from 'lucide-react';
import type { HostGameView } from '@charades/shared/schemas/games';
import { pathInLanguage } from '@charades/shared/languages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { ShareLinkPanel } from '@/components/share-link-panel';
import { useLanguage } from '@/lib/use-language';

export function ShareScoreboard({ view }: { view: Pick<HostGameView, 'publicOrigin' | 'shareId'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const url = `${view.publicOrigin}${pathInLanguage(`/share/${view.shareId}`, language)}`;

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost">
          <Users aria-hidden /> {t('game.shareScoreboard')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('game.shareScoreboardTitle')} description={t('game.shareScoreboardBody')} size="lg">
        <ShareLinkPanel url={url} qrLabel={t('game.shareQrLabel')} linkLabel={t('game.shareLinkLabel')} />
      </DialogContent>
    </Dialog>
  );
}
