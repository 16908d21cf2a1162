// A person's balance, with the two honest ways to change it: add or remove games with a
// reason (support up to 5 at a time, admins), or set a number over the balance seen (admins):
// each button only for a role that may (issue 32 §4).
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { useStaffMay } from '../../lib/use-staff-may';
import { usePersonDialogs } from './person-dialogs';
import { PersonSection } from './person-section';

export function PersonBalance({ tokens }: { tokens: number }) {
  const { t } = useTranslation();
  const { show } = usePersonDialogs();
  const may = useStaffMay();
  return (
    <PersonSection id="person-balance" title={t('admin.person.balance.title')}>
      <div className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-lg">
          <span className="text-3xl font-extrabold tabular-nums" data-testid="person-balance">
            {tokens}
          </span>{' '}
          {t('admin.person.balance.games', { count: tokens })}
        </p>
        <div className="flex flex-wrap gap-2">
          {may('admin.users.adjustTokens') && (
            <Button variant="admin-primary" onClick={() => show('adjust')}>
              {t('admin.person.balance.adjust')}
            </Button>
          )}
          {may('admin.users.setTokens') && (
            <Button variant="outline" onClick={() => show('set')}>
              {t('admin.person.balance.set')}
            </Button>
          )}
        </div>
      </div>
    </PersonSection>
  );
}
