import { Tabs as T } from 'radix-ui';
import { cn } from '@/lib/cn';

export const Tabs = T.Root;
export const TabsContent = T.Content;

export function TabsList({ className, ...props }: React.ComponentProps<typeof T.List>) {
  return <T.List className={cn('grid grid-cols-2 gap-1 rounded-xl bg-stone-100 p-1', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: React.ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        'rounded-lg px-3 py-2 text-sm font-semibold text-stone-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/60 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow',
        className,
      )}
      {...props}
    />
  );
}
