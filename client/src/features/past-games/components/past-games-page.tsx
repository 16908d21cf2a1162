// /past-games: my games (continue or replay) and my payments.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { toast } from '@/lib/toast';
import { Play, RotateCcw } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Button } from '@/components/ui/button';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { useFormatMoney } from '@/lib/use-format-money';
import { paymentMethodLabel } from '@/lib/gateway-label';
import { useLocalizedPath } from '@/lib/use-language';
import { useSession } from '@/lib/session/use-session';
import { openAuthDialog } from '@/lib/dialogs/auth-dialog-store';
import { usePastGames, type PastGame } from '../api/list-games';
import { usePayments } from '../api/list-payments';
import type { Payment } from '@charades/shared/schemas/payments';
import { usePrepareReplay } from '@/lib/api/replay-game';

export function PastGamesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const games = usePastGames(signedIn);
  const payments = usePayments(signedIn);

  useEffect(() => {
    if (session.status === 'signedOut') openAuthDialog('signIn');
  }, [session.status]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-extrabold text-stone-900">{t('pastGames.title')}</h1>
      <Tabs defaultValue="games" dir={document.documentElement.dir as 'rtl' | 'ltr'}>
        <TabsList>
          <TabsTrigger value="games">{t('pastGames.gamesTab')}</TabsTrigger>
          <TabsTrigger value="transactions">{t('pastGames.transactionsTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="games" className="pt-4">
          <ListState ready={signedIn} query={games} empty={t('pastGames.noGames')}>
            {(list) => list.map((g) => <GameRow key={g.id} game={g} />)}
          </ListState>
        </TabsContent>
        <TabsContent value="transactions" className="pt-4">
          <ListState ready={signedIn} query={payments} empty={t('pastGames.noTransactions')}>
            {(list) => list.map((p) => <PaymentRow key={p.id} payment={p} />)}
          </ListState>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** Loading, error and empty states of a list, then the list itself. */
function ListState<T>({
  ready,
  query,
  empty,
  children,
}: {
  ready: boolean;
  query: { isLoading: boolean; isError: boolean; data: T[] | undefined };
  empty: string;
  children: (items: T[]) => React.ReactNode;
}) {
  const { t } = useTranslation();
  if (!ready || query.isLoading) return <p role="status">{t('common.loading')}</p>;
  if (query.isError || !query.data) return <p role="alert">{t('errors.errorLoadingData')}</p>;
  if (query.data.length === 0) return <p className="rounded-2xl bg-white p-6 text-center text-stone-700">{empty}</p>;
  return <ul className="space-y-3">{children(query.data)}</ul>;
}

function GameRow({ game }: { game: PastGame }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const completed = game.status === 'completed';
  const prepareReplay = usePrepareReplay();

  async function replay() {
    try {
      await prepareReplay.mutateAsync(game.id);
      void navigate(`${to('/play')}?replay=${game.id}`);
    } catch (err) {
      console.error('replay failed', err);
      toast.error(t('pastGames.cannotReplay'));
    }
  }

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <div className="flex items-center gap-2">
          <span className="truncate font-bold text-stone-900">{game.categoryTitle ?? t('pastGames.unknownCategory')}</span>
          {/* A game closed by an administrator (its player was suspended) cannot be continued. */}
          {game.status === 'abandoned' ? (
            <Badge tone="danger">{t('gameScreen.closedBadge')}</Badge>
          ) : (
            <Badge tone={completed ? 'success' : 'warning'}>{t(completed ? 'pastGames.completed' : 'pastGames.inProgress')}</Badge>
          )}
        </div>
        <div className="mt-1 text-sm text-stone-700">
          <span dir="ltr">{formatDateTime(game.createdAt)}</span>
          {completed && (
            <>
              {' · '}
              {t('pastGames.score', { correct: game.correctAnswers, total: game.totalTurns })}
            </>
          )}
        </div>
      </div>
      {game.status === 'abandoned' ? null : completed ? (
        <Button variant="outline" size="sm" onClick={() => void replay()}>
          <RotateCcw aria-hidden /> {t('pastGames.replay')}
        </Button>
      ) : (
        <Button size="sm" onClick={() => void navigate(`${to('/play')}?game=${game.id}`)}>
          <Play aria-hidden className="rtl:-scale-x-100" /> {t('pastGames.continue')}
        </Button>
      )}
    </li>
  );
}

const STATUS_TONE = { Paid: 'success', Pending: 'warning', PartlyRefunded: 'warning', Refunded: 'neutral', Failed: 'danger' } as const;
const STATUS_KEY = {
  Paid: 'pastGames.paid',
  Pending: 'pastGames.pending',
  PartlyRefunded: 'pastGames.partlyRefunded',
  Refunded: 'pastGames.refunded',
  Failed: 'pastGames.failed',
} as const;

/** docs/product.md#screens: a purchase or free redemption: amount (or 'Free'), date, games, gateway, status
 *  (issue 17: Refunded or Partly refunded, with the amount given back). */
function PaymentRow({ payment: p }: { payment: Payment }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const tone = STATUS_TONE[p.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-white p-4 shadow-sm">
      <div className="min-w-0">
        <div className="font-bold text-stone-900">
          <bdi>{money(p.amount, p.currency, { zeroAsFree: true })}</bdi>
          {' · '}
          {t('packages.games', { count: p.tokens })}
        </div>
        <div className="text-sm text-stone-700">
          <bdi dir="ltr">{formatDateTime(p.createdAt)}</bdi>
          {' · '}
          <span className="sr-only">{t('pastGames.gateway')}: </span>
          <span data-testid="payment-method">{paymentMethodLabel(t, { gateway: p.paymentGateway, method: p.paymentMethod })}</span>
          {p.couponCode && (
            <>
              {' · '}
              {t('checkout.couponUsed')} <bdi dir="ltr">{p.couponCode}</bdi>
            </>
          )}
        </div>
        {(p.status === 'Refunded' || p.status === 'PartlyRefunded') && (
          <div className="text-sm font-semibold text-stone-800" data-testid="refunded-amount">
            {t('pastGames.refundedAmount', { amount: money(p.refundedAmount, p.currency) })}
          </div>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {p.test && <Badge tone="warning">{t('pastGames.testPayment')}</Badge>}
        <Badge tone={tone}>{t(STATUS_KEY[p.status])}</Badge>
      </div>
    </li>
  );
}
