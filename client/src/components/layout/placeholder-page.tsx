import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageCard } from './page-card';
import { useLocalizedPath } from '@/lib/use-language';

/** Screens whose issues are still open show this instead of a blank page. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <PageCard title={title}>
      <p>{t('common.comingSoon')}</p>
      <Button asChild variant="outline">
        <Link to={to('/')}>{t('common.returnHome')}</Link>
      </Button>
    </PageCard>
  );
}
