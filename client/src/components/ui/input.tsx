import { forwardRef, useEffect, useImperativeHandle, useRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A field; `autoFocus` focuses it when it appears, as React does: Preact (what React is in the
 *  build, client/react-on-preact.ts) only writes the attribute, which a browser follows on page
 *  load alone, not for a field a dialog's next step draws. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(({ className, autoFocus, ...props }, ref) => {
  const field = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => field.current!);
  useEffect(() => {
    if (autoFocus) field.current?.focus();
    // On appearing only, as the attribute means.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <input
      ref={field}
      className={cn(
        'h-11 w-full rounded-xl border-2 border-stone-300 bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/40 aria-[invalid=true]:border-red-600',
        className,
      )}
      {...props}
    />
  );
});
Input.displayName = 'Input';

/** A multi-line field with the same border, focus ring and invalid state as Input. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(({ className, ...props }, ref) => (
  <textarea
    ref={ref}
    className={cn(
      'w-full rounded-xl border-2 border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus-visible:border-brand-500 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/40 aria-[invalid=true]:border-red-600',
      className,
    )}
    {...props}
  />
));
Textarea.displayName = 'Textarea';

export function Label({ className, ...props }: React.LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('mb-1 block text-sm font-semibold text-stone-800', className)} {...props} />;
}
