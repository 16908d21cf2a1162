// "Share the result" (issue 31 §4): the game's result image (1080x1350, drawn by the server in
// the game's language) to the share sheet, or downloaded where there is none. The result is
// public already (the scoreboard link); the image holds no title.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { fetchResultImage, useResultImage } from '@/lib/api/result-image';
import { errorMessageKey } from '@/lib/error-message-key';
import { shareOrSave, type ShareOutcome } from '@/lib/share-file';

const FILE_NAME = 'charades-result.png';

interface ShareResultButtonProps {
  shareId: string;
  /** The button's classes on a big screen (the stage's own sizes), instead of a phone's. */
  buttonClassName?: string;
  /** Its messages' classes there. */
  textClassName?: string;
}

export function ShareResultButton({ shareId, buttonClassName, textClassName = 'text-sm' }: ShareResultButtonProps) {
  const { t } = useTranslation();
  const image = useResultImage(shareId);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ShareOutcome>();
  const [error, setError] = useState<string>();

  async function share() {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    setOutcome(undefined);
    try {
      const blob = image.data ?? (await fetchResultImage(shareId));
      setOutcome(await shareOrSave(new File([blob], FILE_NAME, { type: 'image/png' }), t('results.shareTitle')));
    } catch (err) {
      setError(t(errorMessageKey(err instanceof ApiError ? err.code : 'network_error')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={cn('flex flex-col items-center gap-1', !buttonClassName && 'w-full')}>
      <Button
        size={buttonClassName ? 'default' : 'lg'}
        variant="outline"
        className={buttonClassName ?? 'w-full'}
        onClick={() => void share()}
        aria-disabled={busy}
        data-share-result
      >
        <Share2 aria-hidden /> {busy ? t('results.preparingImage') : t('results.share')}
      </Button>
      <p role="status" className={cn('text-stone-700 empty:hidden', textClassName)}>
        {outcome === 'saved' ? t('results.imageSaved') : ''}
      </p>
      {error && (
        <p role="alert" className={cn('font-semibold text-red-700', textClassName)}>
          {error}
        </p>
      )}
    </div>
  );
}
