import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { PageCard } from '@/components/layout/page-card';
import { stripLanguage } from '@/lib/language';
import { useLocalizedPath } from '@/lib/use-language';

// docs/product.md#screens: a payment gateway may return to a variant of /thank-you that no route matches;
// after 100 ms send it to /thank-you with the same query.
export const THANK_YOU_REDIRECT_MS = 100;

export function thankYouRedirect(pathname: string, search: string): string | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  if (stripLanguage(path) === '/thank-you' && search.includes('paymentId=')) return `/thank-you${search}`;
  return undefined;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const to = useLocalizedPath();

  useEffect(() => {
    const target = thankYouRedirect(location.pathname, location.search);
    if (!target) return;
    const timer = setTimeout(() => window.location.replace(target), THANK_YOU_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [location.pathname, location.search]);

  return (
    <PageCard title={t('notFound.title')}>
      <p>{t('notFound.body')}</p>
      <Button asChild>
        <Link to={to('/')}>{t('common.returnHome')}</Link>
      </Button>
    </PageCard>
  );
}
