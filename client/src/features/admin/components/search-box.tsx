// The search box of a list page: typed into local state, written to the URL after a pause.
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="relative w-full sm:max-w-xs">
      <Search className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-stone-500" aria-hidden />
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="ps-10"
      />
    </div>
  );
}
