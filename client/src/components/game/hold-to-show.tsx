// The title, hidden while the clock runs (the guessing team looks at the clock on this same
// phone), shown only while the actor holds the button down: pressed with a finger or the
// mouse, or Space / Enter held on the keyboard. Let go, and it is hidden again.
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';

const HOLD_KEYS = new Set([' ', 'Enter']);

export function HoldToShow({ title }: { title: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const hide = () => setShown(false);
  return (
    <div className="flex flex-col items-center gap-2">
      <Button
        type="button"
        variant="outline"
        // No text selection or long-press menu on a phone: the press is the whole gesture.
        className="touch-none select-none [-webkit-touch-callout:none]"
        aria-pressed={shown}
        aria-describedby="hold-to-show-hint"
        onPointerDown={(e) => {
          setShown(true);
          // Keeps receiving the release even if the finger slides off the button (a pointer
          // the browser no longer tracks cannot be captured: the press still counts).
          try {
            e.currentTarget.setPointerCapture(e.pointerId);
          } catch {
            // released already: pointerup or lostpointercapture follows
          }
        }}
        onPointerUp={hide}
        onPointerCancel={hide}
        onLostPointerCapture={hide}
        onContextMenu={(e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (!HOLD_KEYS.has(e.key)) return;
          // Held keys repeat; a button would also "click" on Enter: neither means anything here.
          e.preventDefault();
          if (!e.repeat) setShown(true);
        }}
        onKeyUp={(e) => {
          if (!HOLD_KEYS.has(e.key)) return;
          e.preventDefault();
          hide();
        }}
        onBlur={hide}
        // A click (Space released, a tap) only ever ends a press: the title never stays up.
        onClick={(e) => e.preventDefault()}
      >
        <Eye aria-hidden /> {t('gameScreen.holdToShow')}
      </Button>
      {/* Announced when it appears; absent, not merely invisible, while hidden. */}
      <p aria-live="polite" className="min-h-8 text-center text-2xl font-extrabold text-stone-900" data-testid="held-title">
        {shown ? title : ''}
      </p>
      <p id="hold-to-show-hint" className="sr-only">
        {t('gameScreen.holdHint')}
      </p>
    </div>
  );
}
