// A native <select> styled like the admin inputs: keyboard, screen readers and phones'
// pickers work as the platform makes them.
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(({ className, ...props }, ref) => (
  <select
    ref={ref}
    className={cn(
      'h-11 w-full min-w-0 rounded-xl border-2 border-stone-300 bg-white px-3 text-base text-stone-900 focus-visible:border-admin focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300 aria-[invalid=true]:border-red-600',
      className,
    )}
    {...props}
  />
));
NativeSelect.displayName = 'NativeSelect';
