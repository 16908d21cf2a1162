// The game's room on the host screen and the paired TV (issue 16): one QR code and a short
// code phones join with once for the whole game, and who has joined, per team. 'stage' is
// drawn for a 1920x1080 TV seen from the sofa; 'compact' sits beside the host's turn screen.
import { useTranslation } from '@/lib/use-translation';
import { QRCodeSVG } from 'qrcode.react';
import { PencilLine, UserX } from 'lucide-react';
import type { RoomView } from '@charades/shared/schemas/games';
import { cn } from '@/lib/cn';
import { pathInLanguage, type Language } from '@charades/shared/languages';

export function roomJoinUrl(publicOrigin: string, code: string, language: Language): string {
  return `${publicOrigin}${pathInLanguage(`/j/${code}`, language)}`;
}

type RoomSize = 'stage' | 'compact';
/** Given on the host's own screen: a remove and a rename button per phone. */
interface SeatActions {
  onRemove?: (seatId: string) => void;
  onRename?: (seatId: string) => void;
}

export function RoomPanel({
  room,
  teams,
  publicOrigin,
  language,
  size,
  onRemove,
  onRename,
}: {
  room: RoomView;
  /** The two teams' names, as the game calls them. */
  teams: { A: { name: string }; B: { name: string } };
  publicOrigin: string;
  language: Language;
  size: RoomSize;
  /** Given on the host's own screen: a remove button per phone. */
  onRemove?: (seatId: string) => void;
  /** Given on the host's own screen: a rename button per phone (issue 31 §4). */
  onRename?: (seatId: string) => void;
}) {
  const stage = size === 'stage';
  return (
    <section
      aria-labelledby="room-panel-heading"
      className={cn(
        // Dark text of its own: on the stage the canvas's white text was inherited, white on white.
        'grid items-start rounded-2xl bg-white text-stone-900 shadow',
        // On the stage the QR column keeps its 280 px and the teams stack beside it: side by side
        // in the stage's 600 px aside they had 20 px left and their names ran down letter by letter.
        stage ? 'grid-cols-[auto_minmax(0,1fr)] gap-6 p-6 text-2xl' : 'gap-4 p-4 text-base sm:grid-cols-[auto_1fr]',
      )}
    >
      <RoomJoinCode url={roomJoinUrl(publicOrigin, room.code, language)} code={room.code} stage={stage} />
      <div className={cn('grid', stage ? 'gap-8' : 'gap-4 sm:grid-cols-2')}>
        {(['A', 'B'] as const).map((team) => (
          <RoomTeam key={team} team={team} name={teams[team].name} room={room} stage={stage} onRemove={onRemove} onRename={onRename} />
        ))}
      </div>
    </section>
  );
}

/** The way in: the QR code, the address to type and the room's code. */
function RoomJoinCode({ url, code, stage }: { url: string; code: string; stage: boolean }) {
  const { t } = useTranslation();
  // Typed on a phone without a camera: the address without its scheme.
  const typed = url.replace(/^https?:\/\//, '');
  return (
    <div className={cn('flex flex-col items-center gap-3', stage && 'max-w-[280px]')}>
      <h2 id="room-panel-heading" className={cn('text-center font-bold text-stone-900', stage ? 'text-3xl' : 'text-lg')}>
        {t('room.joinHeading')}
      </h2>
      <div data-room-url={url}>
        <QRCodeSVG value={url} size={stage ? 280 : 144} role="img" aria-label={t('room.qrLabel')} />
      </div>
      <p className="text-center text-stone-700">{t('room.orType')}</p>
      <p dir="ltr" className={cn('text-center font-mono wrap-anywhere text-stone-900', stage ? 'text-2xl' : 'text-sm')}>
        {typed.slice(0, typed.length - code.length)}
      </p>
      <p
        dir="ltr"
        data-room-code={code}
        aria-label={t('room.codeLabel', { code: code.split('').join(' ') })}
        className={cn('font-mono font-extrabold tracking-[0.2em] text-brand-800', stage ? 'text-5xl' : 'text-4xl')}
      >
        {code}
      </p>
    </div>
  );
}

function RoomTeam({
  team,
  name,
  room,
  stage,
  ...actions
}: { team: 'A' | 'B'; name: string; room: RoomView; stage: boolean } & SeatActions) {
  const { t } = useTranslation();
  const players = room.players.filter((p) => p.team === team);
  return (
    <div data-room-team={team}>
      <h3 className={cn('mb-2 font-bold wrap-anywhere text-stone-900', stage ? 'text-3xl' : 'text-base')}>
        <bdi>{name}</bdi>
      </h3>
      {players.length === 0 ? (
        <p className="text-stone-600">{t('room.noPlayers')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {players.map((p) => (
            <RoomPlayer key={p.seatId} player={p} acting={p.seatId === room.actorSeatId} stage={stage} {...actions} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RoomPlayer({
  player: p,
  acting,
  stage,
  onRemove,
  onRename,
}: { player: RoomView['players'][number]; acting: boolean; stage: boolean } & SeatActions) {
  const { t } = useTranslation();
  return (
    <li data-seat-id={p.seatId} className="flex items-center gap-2">
      <span
        aria-hidden
        className={cn('inline-block shrink-0 rounded-full', stage ? 'size-4' : 'size-2.5', p.connected ? 'bg-green-600' : 'bg-stone-400')}
      />
      <span className={cn('min-w-0 flex-1 wrap-anywhere', acting && 'font-extrabold text-brand-800')}>
        <bdi>{p.nickname}</bdi>
        {/* A phone that is away is said in words, not only by the grey dot (issue 30 §6). */}
        {p.connected ? (
          <span className="sr-only"> {t('room.connected')}</span>
        ) : (
          <span data-seat-away className={cn('ms-2 font-semibold text-stone-600', stage ? 'text-2xl' : 'text-sm')}>
            {t('room.disconnected')}
          </span>
        )}
        {acting && <span className="sr-only">, {t('room.actingNow')}</span>}
      </span>
      {onRename && (
        <button
          type="button"
          onClick={() => onRename(p.seatId)}
          className={cn(
            'inline-flex shrink-0 items-center justify-center rounded-xl text-stone-700 hover:bg-brand-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/60',
            stage ? 'size-16' : 'size-11',
          )}
          aria-label={t('room.rename', { name: p.nickname })}
        >
          <PencilLine aria-hidden className={stage ? 'size-8' : 'size-5'} />
        </button>
      )}
      {onRemove && (
        <button
          type="button"
          onClick={() => onRemove(p.seatId)}
          className={cn(
            'inline-flex shrink-0 items-center justify-center rounded-xl text-stone-700 hover:bg-red-50 hover:text-red-800 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-400/60',
            stage ? 'size-16' : 'size-11',
          )}
          aria-label={t('room.remove', { name: p.nickname })}
        >
          <UserX aria-hidden className={stage ? 'size-8' : 'size-5'} />
        </button>
      )}
    </li>
  );
}
