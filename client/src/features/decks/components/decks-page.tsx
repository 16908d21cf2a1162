// /decks: my own decks (issue 31 §1): make one, play, edit, share or delete each.
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { Pencil, Play, Plus, Share2, Trash2 } from 'lucide-react';
import { DECKS_PER_ACCOUNT } from '@charades/shared/decks/deck-rules';
import type { DeckSummary } from '@charades/shared/schemas/decks';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { useSession } from '@/lib/session/use-session';
import { openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { useLocalizedPath } from '@/lib/use-language';
import { useMyDecks } from '@/lib/api/decks';
import { DeleteDeckDialog } from './delete-deck-dialog';
import { ShareDeckDialog } from './share-deck-dialog';

export function DecksPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const decks = useMyDecks(signedIn);
  const to = useLocalizedPath();
  const [sharing, setSharing] = useState<DeckSummary>();
  const [deleting, setDeleting] = useState<DeckSummary>();

  useEffect(() => {
    if (session.status === 'signedOut') openAuthDialog('signIn');
  }, [session.status]);

  const list = decks.data ?? [];
  const full = list.length >= DECKS_PER_ACCOUNT;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-stone-900">{t('decks.title')}</h1>
        {signedIn && !full && (
          <Button asChild>
            <Link to={to('/decks/new')}>
              <Plus aria-hidden /> {t('decks.new')}
            </Link>
          </Button>
        )}
      </div>
      <p className="mb-4 text-stone-700">{t('decks.intro')}</p>
      {full && (
        <p className="mb-4 rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900">
          {t('decks.full', { count: DECKS_PER_ACCOUNT })}
        </p>
      )}
      {!signedIn || decks.isLoading ? (
        <p role="status">{t('common.loading')}</p>
      ) : decks.isError ? (
        <p role="alert">{t('errors.errorLoadingData')}</p>
      ) : list.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-stone-700">{t('decks.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {list.map((deck) => (
            <DeckRow key={deck.id} deck={deck} onShare={() => setSharing(deck)} onDelete={() => setDeleting(deck)} />
          ))}
        </ul>
      )}
      {sharing && <ShareDeckDialog deck={sharing} onClose={() => setSharing(undefined)} />}
      {deleting && <DeleteDeckDialog deck={deleting} onClose={() => setDeleting(undefined)} />}
    </div>
  );
}

function DeckRow({ deck, onShare, onDelete }: { deck: DeckSummary; onShare: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm" data-deck-id={deck.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold text-stone-900 wrap-anywhere">
            <bdi>{deck.name}</bdi>
          </h2>
          <p className="text-sm text-stone-700">
            {t('decks.titleCount', { count: deck.titleCount })} · {t(`decks.languages.${deck.language}`)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {deck.shareCode && !deck.hidden && <Badge tone="success">{t('decks.shared')}</Badge>}
          {deck.hidden && <Badge tone="danger">{t('decks.hidden')}</Badge>}
        </div>
      </div>
      {deck.hidden && (
        <p className="mt-2 rounded-xl bg-red-50 p-3 text-sm text-red-900 wrap-anywhere">
          {t('decks.hiddenNotice')} <bdi>{deck.hiddenReason}</bdi>
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="game-primary" onClick={() => void navigate(to(`/play?deck=${deck.id}`))}>
          <Play aria-hidden /> {t('decks.play')}
        </Button>
        <Button size="sm" variant="outline" asChild>
          <Link to={to(`/decks/${deck.id}`)} aria-label={t('decks.editNamed', { name: deck.name })}>
            <Pencil aria-hidden /> {t('decks.edit')}
          </Link>
        </Button>
        <Button size="sm" variant="outline" onClick={onShare} aria-label={t('decks.shareNamed', { name: deck.name })}>
          <Share2 aria-hidden /> {t('decks.share')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t('decks.deleteNamed', { name: deck.name })}>
          <Trash2 aria-hidden /> {t('decks.delete')}
        </Button>
      </div>
    </li>
  );
}
