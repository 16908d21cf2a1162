// A link to hand to other phones: its QR code, and the address in a field with Copy (a phone
// held sideways puts them side by side, where a column would not fit the height). Used by the
// spectator scoreboard's link and by a shared deck's; `children` go above the field (a code
// to read aloud).
import { useId, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { QRCodeSVG } from 'qrcode.react';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { copyText } from '@/lib/copy-text';
import { toast } from '@/lib/toast';

interface ShareLinkPanelProps {
  url: string;
  qrLabel: string;
  linkLabel: string;
  children?: React.ReactNode;
}

export function ShareLinkPanel({ url, qrLabel, linkLabel, children }: ShareLinkPanelProps) {
  const { t } = useTranslation();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);

  async function onCopy() {
    if (await copyText(url, field.current)) toast(t('game.linkCopied'));
    else toast.error(t('game.copyFailed'));
  }

  return (
    <div className="flex flex-col items-center gap-4 [@media(max-height:500px)]:flex-row [@media(max-height:500px)]:items-end">
      <div className="shrink-0 rounded-2xl bg-white p-3 shadow" data-share-url={url}>
        <QRCodeSVG value={url} size={192} className="size-48 [@media(max-height:500px)]:size-32" role="img" aria-label={qrLabel} />
      </div>
      <div className="w-full space-y-3">
        {children}
        <div>
          <Label htmlFor={fieldId}>{linkLabel}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id={fieldId} ref={field} readOnly dir="ltr" value={url} onFocus={(e) => e.currentTarget.select()} />
            <Button onClick={() => void onCopy()} variant="outline">
              <Copy aria-hidden /> {t('game.copyLink')}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}
