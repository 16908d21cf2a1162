// The Details column of the audit log: a disclosure button that shows the entry's full JSON.
// A real <button> with aria-expanded and aria-controls, so it works from the keyboard and
// screen readers hear whether it is open.
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

export function AuditDetails({ details }: { details: Record<string, unknown> | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!details || Object.keys(details).length === 0) return <span className="text-stone-600">-</span>;
  return (
    <div className="min-w-40">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-admin hover:bg-stone-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300"
      >
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
        {open ? t('admin.audit.hideDetails') : t('admin.audit.showDetails')}
      </button>
      {open && (
        <pre
          id={id}
          // It may scroll: focusable so a keyboard can scroll it too.
          tabIndex={0}
          role="region"
          aria-label={t('admin.audit.detailsLabel')}
          className="mt-2 max-h-80 w-[min(32rem,70vw)] overflow-auto whitespace-pre-wrap break-all rounded-lg bg-stone-100 p-3 text-xs text-stone-900"
        >
          {JSON.stringify(details, null, 2)}
        </pre>
      )}
    </div>
  );
}
