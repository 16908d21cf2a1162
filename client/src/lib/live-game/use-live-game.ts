// Follows one game live: joins on connect and after every reconnect, keeps the newest
// version, and sends commands with a clientSeq so a retried command applies once.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameCommand } from '@charades/shared/schemas/games';
import type { GameCommandMessage, GameStateMessage, GameView } from '@charades/shared/socket-contract';
import {
  emitCommand,
  emitJoin,
  getSocket,
  newClientSeq,
  observeServerTime,
  type Ack,
  type GameSocket,
  type JoinTarget,
} from '@/lib/game-socket';
import { accountEnded } from '@/lib/session/account-ended';
import { sendCommandWithRetry } from './send-command';
import { createViewVersions, type ViewVersions } from './view-versions';
import { createJoinGate, type JoinGate } from './join-gate';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'error';

/** How long a command tapped while reconnecting waits for the screen to join again. */
const JOIN_WAIT_MS = 12_000;
/** How long an applied command's state may take to arrive before the screen reads the game again. */
const RESYNC_AFTER_MS = 600;

// V: the view of the role the target joins as (host for a game id, reveal for a reveal or
// short code, spectator for a share id); the server sends this socket that view only.
export function useLiveGame<V extends GameView>(target: JoinTarget | undefined, token: string | undefined) {
  const [view, setView] = useState<V>();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [error, setError] = useState<{ code: string; message: string }>();
  const [versions] = useState(createViewVersions);
  const [joined] = useState(createJoinGate);
  // The current connection's join, for a resync (see send).
  const rejoin = useRef<() => Promise<void>>(undefined);
  const key = target ? JSON.stringify(target) : undefined;

  const accept = useCallback(
    (next: V) => {
      // States can arrive out of order across reconnects; the highest version wins.
      if (!versions.admit(next)) return;
      observeServerTime(next.serverNow);
      setView(next);
    },
    [versions],
  );

  useEffect(() => {
    if (!key) return;
    const joinTarget = JSON.parse(key) as JoinTarget;
    const follow = followGame<V>(getSocket(token), joinTarget, { versions, joined, accept, setView, setStatus, setError });
    rejoin.current = follow.join;
    return follow.stop;
  }, [key, token, accept, versions, joined]);

  const send = useCallback(
    async (gameId: string, command: GameCommand): Promise<Ack> => {
      const socket = getSocket(token);
      // Each attempt first waits for this screen to have joined over the current connection;
      // one retry over a fresh connection: the same clientSeq makes it safe.
      const emit = async (message: GameCommandMessage) => {
        if (!(await joined.wait(JOIN_WAIT_MS))) throw new Error('not joined');
        return emitCommand(socket, message, 8000);
      };
      const ack = await sendCommandWithRetry(emit, { gameId, command }, newClientSeq);
      if (!ack.ok && ack.state) accept(ack.state as V);
      // Applied, but its state may never come: sent as the connection dropped, it can be
      // applied after the screen's re-join read the game and before the screen was back in its
      // room. If no push brought it a moment later, join again to read the game as stored.
      if (ack.ok && ack.version > versions.shown()) {
        const applied = ack.version;
        setTimeout(() => {
          if (versions.shown() < applied) void rejoin.current?.();
        }, RESYNC_AFTER_MS);
      }
      return ack;
    },
    [token, accept, joined, versions],
  );

  return { view, status, error, send };
}

/** What following a game updates: the hook's versions, join gate and state. */
interface Follower<V extends GameView> {
  versions: ViewVersions;
  joined: JoinGate;
  accept: (next: V) => void;
  setView: (view: V) => void;
  setStatus: (status: LiveStatus) => void;
  setError: (error: { code: string; message: string } | undefined) => void;
}

/** Joins the game on this socket now if connected, and on every (re)connect; takes its pushes.
 *  `join` joins again (a resync); `stop` lets go of the socket. */
function followGame<V extends GameView>(socket: GameSocket, joinTarget: JoinTarget, f: Follower<V>) {
  const { versions, joined, accept, setView, setStatus, setError } = f;
  let cancelled = false;
  const join = async () => {
    const sentAt = Date.now();
    try {
      const ack = await emitJoin(socket, joinTarget, 10_000);
      if (cancelled) return;
      if (ack.ok) {
        const state = ack.state as V;
        // A (re)join is authoritative: take it even if its version is not higher.
        versions.restart(state);
        observeServerTime(state.serverNow, sentAt);
        setView(state);
        setStatus('live');
        setError(undefined);
        joined.open();
      } else {
        joined.refuse();
        setStatus('error');
        setError(ack.error);
      }
    } catch {
      if (!cancelled) setStatus('reconnecting');
    }
  };
  const onState = (msg: GameStateMessage) => {
    if (msg.gameId && msg.view) accept(msg.view as V);
  };
  const onDisconnect = () => {
    joined.close();
    if (!cancelled) setStatus('reconnecting');
  };
  // Said by the server just before it closes the socket of a suspended or deleted account;
  // a reconnect of such an account is refused with the same code.
  const onSessionEnded = (msg: { code?: unknown }) => typeof msg?.code === 'string' && accountEnded(msg.code);
  const onConnectError = (err: Error) => accountEnded(err.message);
  socket.on('connect', join);
  socket.on('disconnect', onDisconnect);
  socket.on('game:state', onState);
  socket.on('session:ended', onSessionEnded);
  socket.on('connect_error', onConnectError);
  if (socket.connected) void join();
  const stop = () => {
    cancelled = true;
    joined.close();
    socket.off('connect', join);
    socket.off('disconnect', onDisconnect);
    socket.off('game:state', onState);
    socket.off('session:ended', onSessionEnded);
    socket.off('connect_error', onConnectError);
  };
  return { join, stop };
}
