// A list page's filter: a visible label tied to its native select by id (a wrapping label
// would add the selected option's text to the select's accessible name).
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { NativeSelect } from './native-select';

export function FilterSelect({
  label,
  value,
  onChange,
  children,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 max-w-full items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      <NativeSelect id={id} className={cn('w-auto min-w-0', className)} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
