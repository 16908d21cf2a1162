// "History" (issue 32 §3): the audit log filtered to one target (a person, a coupon, a title, a
// category), as Django's admin offers on every object. The log's target filter matches the
// target's id, so the link is only the id.
import { Link } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { History } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';

export const historyHref = (targetId: string) => `/admin/audit?target=${encodeURIComponent(targetId)}`;

/** As an icon in a row's actions, named for the row; as a labelled link on an object's page. */
export function HistoryLink({ targetId, label, icon = false }: { targetId: string; label: string; icon?: boolean }) {
  const { t } = useTranslation();
  if (icon) {
    return (
      <Link to={historyHref(targetId)} aria-label={label} title={label} className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
        <History aria-hidden />
      </Link>
    );
  }
  return (
    <Link to={historyHref(targetId)} aria-label={label} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <History aria-hidden /> {t('admin.history.link')}
    </Link>
  );
}
