// Quick date ranges beside a list's From and To (issue 32 §3): today, the last 7 or 30 days and
// this month, as Kuwait days, both ends included.
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { DATE_PRESETS, presetDays } from '../lib/admin-dates';

export function DatePresets({ onPick }: { onPick: (days: { from: string; to: string }) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('admin.datePresets.label')} className="flex flex-wrap gap-1">
      {DATE_PRESETS.map((preset) => (
        <Button key={preset} type="button" variant="ghost" size="sm" onClick={() => onPick(presetDays(preset))}>
          {t(`admin.datePresets.${preset}`)}
        </Button>
      ))}
    </div>
  );
}
