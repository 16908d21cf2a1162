// Radix dialog: focus is trapped inside, Escape closes, focus returns to the opener.
import { useRef, type ReactNode } from 'react';
import { Dialog as D } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { cn } from '@/lib/cn';
import { focusWhenReady, mainHeading } from '@/lib/focus';

export const Dialog = D.Root;
export const DialogTrigger = D.Trigger;
export const DialogClose = D.Close;

export function DialogContent({
  title,
  description,
  children,
  size = 'md',
  focusAfterClose,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** xl: a dialog that shows a table (an admin list of one row's records). */
  size?: 'md' | 'lg' | 'xl';
  /** Where focus goes on closing when the opener has gone (default: the page's main heading). */
  focusAfterClose?: (opener: HTMLElement | null) => HTMLElement | null;
}) {
  const { t } = useTranslation();
  // Our dialogs open from a store, not a Radix Trigger, so Radix does not know the opener:
  // remember what had focus when the dialog opened and give it back on closing. When that is
  // gone (signing in replaces the sign-in button) or there was none (a dialog that opened by
  // itself), focus goes to the fallback instead of falling to <body>.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=open]:animate-in" />
      <D.Content
        onOpenAutoFocus={() => {
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const back = opener.current;
          back?.focus();
          // The opener can still be replaced after it took focus back: signing in swaps the
          // header's sign-in button for the account menu in a later render than the close. So
          // watch on, and move focus to the fallback if it falls from the removed opener.
          const tookIt = !!back && document.activeElement === back;
          focusWhenReady(() => (tookIt && back.isConnected ? null : (focusAfterClose ?? mainHeading)(back)));
        }}
        className={cn(
          'fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[90dvh] w-[calc(100vw-2rem)] -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl',
          size === 'xl' ? 'max-w-3xl' : size === 'lg' ? 'max-w-lg' : 'max-w-md',
        )}
      >
        <D.Title className="text-xl font-bold text-stone-900">{title}</D.Title>
        {description ? (
          <D.Description className="mt-1 text-sm text-stone-700">{description}</D.Description>
        ) : (
          <D.Description className="sr-only">{title}</D.Description>
        )}
        <div className="mt-4">{children}</div>
        <D.Close
          className="absolute end-3 top-3 rounded-lg p-2 text-stone-600 hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/60"
          aria-label={t('common.close')}
        >
          <X className="size-5" aria-hidden />
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
