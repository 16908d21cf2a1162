// The spectator scoreboard's link (/share/<id>), offered on the game screen: friends not in
// the room, or across it, follow the score on their own phones. It never shows a title.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import { Copy, Users } from 'lucide-react';
import type { HostGameView } from '@charades/shared/schemas/games';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { toast } from '@/lib/toast';
import { useLanguage } from '@/lib/use-language';
import { copyText } from '@/lib/copy-text';

export function ShareScoreboard({ view }: { view: Pick<HostGameView, 'publicOrigin' | 'shareId'> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const field = useRef<HTMLInputElement>(null);
  const url = `${view.publicOrigin}${language === 'en' ? '/en' : ''}/share/${view.shareId}`;

  async function onCopy() {
    if (await copyText(url, field.current)) toast(t('game.linkCopied'));
    else toast.error(t('game.copyFailed'));
  }

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost">
          <Users aria-hidden /> {t('game.shareScoreboard')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('game.shareScoreboardTitle')} description={t('game.shareScoreboardBody')} size="lg">
        {/* Side by side on a phone held sideways, where a column would not fit the height. */}
        <div className="flex flex-col items-center gap-4 [@media(max-height:500px)]:flex-row [@media(max-height:500px)]:items-end">
          <div className="shrink-0 rounded-2xl bg-white p-3 shadow" data-share-url={url}>
            <QRCodeSVG
              value={url}
              size={192}
              className="size-48 [@media(max-height:500px)]:size-32"
              role="img"
              aria-label={t('game.shareQrLabel')}
            />
          </div>
          <div className="w-full">
            <Label htmlFor="share-scoreboard-url">{t('game.shareLinkLabel')}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input id="share-scoreboard-url" ref={field} readOnly dir="ltr" value={url} onFocus={(e) => e.currentTarget.select()} />
              <Button onClick={() => void onCopy()} variant="outline">
                <Copy aria-hidden /> {t('game.copyLink')}
              </Button>
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
