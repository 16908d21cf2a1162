// /about: what the game is, and the credits its content owes (issue 31 §2: the picture cards'
// pictures are Twemoji, CC-BY 4.0, which asks for this attribution).
import { useTranslation } from '@/lib/use-translation';
import { PageCard } from '@/components/layout/page-card';

const TWEMOJI_LICENCE = 'https://creativecommons.org/licenses/by/4.0/';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <PageCard title={t('about.title')}>
      <p>{t('about.body')}</p>
      <h2 className="text-lg font-bold text-stone-900">{t('about.creditsTitle')}</h2>
      <p>
        {t('about.twemoji')}{' '}
        <a
          href={TWEMOJI_LICENCE}
          className="font-semibold text-brand-800 underline underline-offset-4"
          rel="noreferrer"
          target="_blank"
          dir="ltr"
        >
          CC-BY 4.0
        </a>
      </p>
      <p dir="ltr" className="text-start text-sm text-stone-600" lang="en">
        Twemoji — Copyright 2019 Twitter, Inc and other contributors. Graphics licensed under CC-BY 4.0.
      </p>
    </PageCard>
  );
}
