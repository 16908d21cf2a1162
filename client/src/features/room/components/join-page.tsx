// /j/<room code>: a phone joins the game's room once (issue 16), with no account: a nickname
// and a team. Then it is that player's seat for the whole game (seat-screen.tsx).
// The seat screen (the clock, its animations, the command bar) is a download of its own: a
// guest's phone draws the join form without it, and fetches it while the guest types.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import type { SeatCredential } from '@charades/shared/schemas/games';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { PageCard } from '@/components/layout/page-card';
import { emitRoomJoin, emitRoomLookup, getSocket } from '@/lib/game-socket';
import { errorMessageKey } from '@/lib/error-message-key';
import { useLanguage, useLocalizedPath } from '@/lib/use-language';
import { suggestedNickname } from '../suggested-nickname';
import { cn } from '@/lib/cn';
import { REJOIN_AFTER_REMOVAL_MS } from '@charades/shared/game/constants';
import { forgetSeat, loadSeat, markRemoved, removedUntil, saveSeat } from '../seat-credential';
import { LoadingStatus } from '@/components/layout/loading-status';
import { importWithRetry } from '@/lib/import-with-retry';

const loadSeatScreen = () => importWithRetry(() => import('./seat-screen'));
const SeatScreen = lazy(() => loadSeatScreen().then((m) => ({ default: m.SeatScreen })));
const preloadSeatScreen = () => void loadSeatScreen().catch(() => {});

export function JoinPage() {
  const { code = '' } = useParams();
  const [seat, setSeat] = useState<SeatCredential | undefined>(() => loadSeat(code));
  if (seat)
    return (
      <Suspense fallback={<LoadingStatus />}>
        <SeatScreen
          seat={seat}
          onLost={(removed) => {
            forgetSeat(code);
            if (removed) markRemoved(code, Date.now() + REJOIN_AFTER_REMOVAL_MS);
            setSeat(undefined);
          }}
        />
      </Suspense>
    );
  return (
    <JoinForm
      code={code}
      onJoined={(credential) => {
        saveSeat(code, credential);
        setSeat(credential);
      }}
    />
  );
}

function JoinForm({ code, onJoined }: { code: string; onJoined: (seat: SeatCredential) => void }) {
  const { t } = useTranslation();
  const { teams, lookupError } = useRoomTeams(code);
  const language = useLanguage();
  // A friendly name to start with (issue 31 §4); focusing the field selects it, so typing replaces it.
  const [suggested, setSuggested] = useState(() => suggestedNickname(language));
  const [nickname, setNickname] = useState(suggested);
  const [team, setTeam] = useState<'A' | 'B'>();
  const [error, setError] = useState<ReturnType<typeof errorMessageKey> | 'room.pickTeam'>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!team) return setError('room.pickTeam');
    if (!nickname.trim()) return setError(errorMessageKey('nickname_required'));
    setBusy(true);
    setError(undefined);
    try {
      const ack = await emitRoomJoin(getSocket(undefined), { code, nickname, team }, 10_000);
      if (ack.ok) onJoined(ack.seat);
      else {
        setError(errorMessageKey(ack.error.code));
        // Someone kept the same suggested name: offer another one instead of asking to type.
        if (ack.error.code === 'nickname_taken' && nickname === suggested) {
          const another = suggestedNickname(language, Math.random, nickname);
          setSuggested(another);
          setNickname(another);
        }
      }
    } catch {
      setError(errorMessageKey('network_error'));
    } finally {
      setBusy(false);
    }
  }

  // Removed by the host a moment ago: not again from this phone yet (issue 30 §6).
  if (removedUntil(code)) return <JoinRefused code="seat_removed" />;
  if (lookupError) return <JoinRefused code={lookupError} />;
  // The form is drawn at once, its teams when the room's lookup answers: the heading is the
  // page's largest text, and a guest's phone on mobile data should not wait a round trip more
  // for it (issue 34 §3).
  return (
    <div className="mx-auto max-w-md px-4 py-6 phone-landscape:py-2">
      <form
        onSubmit={(e) => void submit(e)}
        // The guest is at the form: fetch the seat screen now, ready when Join answers.
        onFocus={preloadSeatScreen}
        onPointerDown={preloadSeatScreen}
        noValidate
        className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-md phone-landscape:gap-2 phone-landscape:p-3"
      >
        <h1 className="text-2xl font-extrabold text-stone-900 phone-landscape:text-xl">{t('room.joinTitle')}</h1>
        <div>
          <Label htmlFor="room-nickname">{t('room.nickname')}</Label>
          <Input
            id="room-nickname"
            value={nickname}
            onChange={(e) => setNickname(e.target.value)}
            onFocus={(e) => e.currentTarget.select()}
            maxLength={24}
            autoComplete="nickname"
            aria-invalid={error === errorMessageKey('nickname_required') || undefined}
            aria-describedby={error ? 'room-join-error' : undefined}
          />
        </div>
        {teams ? <TeamChoice teams={teams} team={team} onChange={setTeam} /> : <TeamsLoading />}
        {error && (
          <p id="room-join-error" role="alert" className="font-semibold text-red-700">
            {t(error)}
          </p>
        )}
        <Button type="submit" size="lg" variant="game-primary" disabled={busy || !teams}>
          {t('room.join')}
        </Button>
      </form>
    </div>
  );
}

/** The room's two teams by the host's names, looked up by the room's code. */
function useRoomTeams(code: string) {
  const [teams, setTeams] = useState<{ A: string; B: string }>();
  const [lookupError, setLookupError] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    const socket = getSocket(undefined);
    const lookup = () =>
      emitRoomLookup(socket, code, 10_000)
        .then((ack) => {
          if (cancelled) return;
          if (ack.ok) setTeams(ack.teams);
          else setLookupError(ack.error.code);
        })
        .catch(() => !cancelled && setLookupError('network_error'));
    if (socket.connected) void lookup();
    else socket.once('connect', lookup);
    return () => {
      cancelled = true;
      socket.off('connect', lookup);
    };
  }, [code]);
  return { teams, lookupError };
}

function JoinRefused({ code }: { code: string }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  return (
    <PageCard title={t('room.joinTitle')}>
      <p role="alert">{t(errorMessageKey(code))}</p>
      <Button asChild variant="outline">
        <Link to={to('/')}>{t('common.returnHome')}</Link>
      </Button>
    </PageCard>
  );
}

/** In the teams' place while the room is looked up: the same space, so nothing moves after. */
function TeamsLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <p className="mb-1 text-sm font-semibold text-stone-800">{t('room.pickTeam')}</p>
      <div className="grid grid-cols-2 gap-3">
        {['A', 'B'].map((id) => (
          <div key={id} className="min-h-14 rounded-xl border-2 border-stone-200 bg-stone-100 phone-landscape:min-h-11" />
        ))}
      </div>
      <p role="status" className="sr-only">
        {t('common.loading')}
      </p>
    </div>
  );
}

function TeamChoice({
  teams,
  team,
  onChange,
}: {
  teams: { A: string; B: string };
  team: 'A' | 'B' | undefined;
  onChange: (team: 'A' | 'B') => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-stone-800">{t('room.pickTeam')}</legend>
      <div className="grid grid-cols-2 gap-3">
        {(['A', 'B'] as const).map((id) => (
          <label
            key={id}
            className={cn(
              'flex min-h-14 cursor-pointer items-center gap-2 rounded-xl border-2 p-3 font-bold wrap-anywhere has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-400/60 phone-landscape:min-h-11 phone-landscape:p-2',
              team === id ? 'border-brand-700 bg-brand-100 text-brand-900' : 'border-stone-300 bg-white text-stone-900',
            )}
          >
            <input
              type="radio"
              name="team"
              value={id}
              checked={team === id}
              onChange={() => onChange(id)}
              className="size-5 accent-brand-700"
            />
            <bdi>{teams[id]}</bdi>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
