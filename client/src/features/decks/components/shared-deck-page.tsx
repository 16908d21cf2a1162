// /d/<CODE>: a deck someone shared (issue 31 §1). Signed in, the player sees what it holds
// and plays it, copies it into their own decks, or reports it; a dead code says so.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { CopyPlus, Flag, Play } from 'lucide-react';
import { directionOf } from '@charades/shared/languages';
import { Button } from '@/components/ui/button';
import { PageCard } from '@/components/layout/page-card';
import { LoadingStatus } from '@/components/layout/loading-status';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';
import { useLocalizedPath } from '@/lib/use-language';
import { useSession } from '@/lib/session/use-session';
import { openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { useCopyDeck, useSharedDeck } from '@/lib/api/shared-decks';
import { ReportDeckDialog } from './report-deck-dialog';

type SharedDeck = NonNullable<ReturnType<typeof useSharedDeck>['data']>;

export function SharedDeckPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const deck = useSharedDeck(code, signedIn);
  const to = useLocalizedPath();

  useEffect(() => {
    if (session.status === 'signedOut') openAuthDialog('signIn');
  }, [session.status]);

  if (session.status === 'signedOut') {
    return (
      <PageCard title={t('decks.sharedTitle')}>
        <p>{t('decks.signInToOpen')}</p>
        <Button onClick={() => openAuthDialog('signIn')}>{t('common.signIn')}</Button>
      </PageCard>
    );
  }
  if (!signedIn || deck.isLoading) return <LoadingStatus />;
  if (deck.isError || !deck.data) {
    const code = deck.error instanceof ApiError ? deck.error.code : undefined;
    return (
      <PageCard title={t('decks.sharedTitle')}>
        <p role="alert">{t(errorMessageKey(code))}</p>
        <Button asChild variant="outline">
          <Link to={to('/')}>{t('decks.goHome')}</Link>
        </Button>
      </PageCard>
    );
  }
  return <SharedDeckView code={code} d={deck.data} />;
}

/** What the shared deck holds, and what the player may do with it. */
function SharedDeckView({ code, d }: { code: string; d: SharedDeck }) {
  const { t } = useTranslation();
  const copy = useCopyDeck();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [reporting, setReporting] = useState(false);

  async function copyIt() {
    try {
      await copy.mutateAsync(code);
      toast(t('decks.copied'));
      void navigate(to('/decks'));
    } catch (err) {
      toast.error(t(errorMessageKey(err instanceof ApiError ? err.code : undefined)));
    }
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <div className="rounded-2xl bg-white p-6 shadow-md">
        <p className="text-sm font-semibold text-brand-800">{t('decks.sharedTitle')}</p>
        <h1 className="mt-1 text-2xl font-extrabold text-stone-900 wrap-anywhere">
          <bdi>{d.name}</bdi>
        </h1>
        <p className="mt-1 text-stone-700">
          {t('decks.titleCount', { count: d.titleCount })} · {t(`decks.languages.${d.language}`)}
        </p>
        <h2 className="mt-4 text-sm font-bold text-stone-800">{t('decks.sample')}</h2>
        <ul className="mt-1 list-inside list-disc text-stone-800" dir={directionOf(d.language)} lang={d.language}>
          {d.sample.map((title) => (
            <li key={title} className="wrap-anywhere">
              {title}
            </li>
          ))}
        </ul>
        {d.mine && <p className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-stone-800">{t('decks.thisIsYours')}</p>}
        <div className="mt-6 flex flex-wrap gap-2">
          <Button variant="game-primary" onClick={() => void navigate(to(`/play?deckCode=${code}`))}>
            <Play aria-hidden /> {t('decks.play')}
          </Button>
          <Button variant="outline" onClick={() => void copyIt()} disabled={copy.isPending}>
            <CopyPlus aria-hidden /> {t('decks.copy')}
          </Button>
          {!d.mine && (
            <Button variant="ghost" onClick={() => setReporting(true)}>
              <Flag aria-hidden /> {t('decks.report')}
            </Button>
          )}
        </div>
      </div>
      {reporting && <ReportDeckDialog code={code} name={d.name} onClose={() => setReporting(false)} />}
    </div>
  );
}
