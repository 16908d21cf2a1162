// docs/product.md#screens: a demo reveal page. With an id, it shows a demo title after 1 second; without
// one, the error 'Invalid game session'.
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { PageCard } from '@/components/layout/page-card';
import { useLocalizedPath } from '@/lib/use-language';
import { Poster } from '@/components/game/poster';
import { LoadingStatus } from '@/components/layout/loading-status';

export const DEMO_DELAY_MS = 1000;

export function DemoRevealPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const to = useLocalizedPath();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!id) return;
    const timer = setTimeout(() => setShown(true), DEMO_DELAY_MS);
    return () => clearTimeout(timer);
  }, [id]);

  if (!id) {
    return (
      <PageCard title={t('reveal.title')}>
        <p role="alert">{t('reveal.invalidSession')}</p>
        <Button asChild variant="outline">
          <Link to={to('/')}>{t('common.returnHome')}</Link>
        </Button>
      </PageCard>
    );
  }
  if (!shown) return <LoadingStatus />;
  const title = t('reveal.demoTitle');
  return (
    <section aria-labelledby="demo-heading" className="mx-auto flex max-w-md flex-col items-center gap-5 px-4 py-8 text-center">
      <h1 id="demo-heading" className="text-lg font-bold text-stone-700">
        {t('reveal.title')}
      </h1>
      <Poster title={title} posterUrl={null} size="lg" />
      <p className="text-4xl font-extrabold text-stone-900">{title}</p>
      <Button size="lg" variant="game-primary" onClick={() => window.close()}>
        {t('reveal.readyToStart')}
      </Button>
    </section>
  );
}
