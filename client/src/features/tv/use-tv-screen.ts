// What the TV page shows, kept in step with the server over a socket of its own (the TV has no
// account, so not the app's game socket). Unpaired it shows a code, renewed before it expires;
// a phone pairing it leaves a credential it collects once and keeps in localStorage, so a
// reload or a server restart finds it paired. Paired, it follows the account's games until it
// is unlinked, the phone signs out or the link's 12 hours are over: then it shows a new code.
import { useEffect, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type { TvGameView } from '@charades/shared/schemas/games';
import type { ClientToServerEvents, ServerToClientEvents, TvHelloAck } from '@charades/shared/socket-contract';

type TvSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type TvScreen =
  | { kind: 'connecting' }
  | { kind: 'code'; code: string; expiresAt: number; publicOrigin: string }
  /** reconnecting: the connection dropped (a server restart, the Wi-Fi); the TV says so until
   *  it is back (issue 30 §6), keeping the last picture. */
  | { kind: 'linked'; muted: boolean; view: TvGameView | null; reconnecting?: boolean };

const TOKEN_KEY = 'charades.tvToken';
// Ask for a new code this long before the shown one expires (the server renews it once less
// than a minute is left).
const RENEW_BEFORE_MS = 50_000;
const ACK_TIMEOUT_MS = 10_000;

function storedToken(): string | undefined {
  try {
    return localStorage.getItem(TOKEN_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
function storeToken(token: string | undefined) {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // No storage: the TV stays paired until reloaded.
  }
}

export function useTvScreen(): TvScreen {
  const [screen, setScreen] = useState<TvScreen>({ kind: 'connecting' });
  useEffect(() => connectTv(setScreen), []);
  return screen;
}

/** What the TV's connection keeps: its credential, the secret of the code it shows, the code's
 *  renewal, and what it shows now. */
interface TvState {
  token: string | undefined;
  pairingSecret: string | undefined;
  renewTimer: ReturnType<typeof setTimeout> | undefined;
  current: TvScreen;
  show: (next: TvScreen) => void;
}

/** Connects the TV's own socket and keeps `setScreen` in step; returns the disconnect. */
function connectTv(setScreen: (screen: TvScreen) => void): () => void {
  const tv: TvState = {
    token: storedToken(),
    pairingSecret: undefined,
    renewTimer: undefined,
    current: { kind: 'connecting' },
    show: (next) => {
      tv.current = next;
      setScreen(next);
    },
  };
  const socket: TvSocket = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: (cb) => cb(tv.token ? { tvToken: tv.token } : {}),
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  });
  listen(socket, tv);
  return () => {
    clearTimeout(tv.renewTimer);
    socket.disconnect();
  };
}

function forget(tv: TvState) {
  tv.token = undefined;
  storeToken(undefined);
  tv.show({ kind: 'connecting' });
}

function hello(socket: TvSocket, tv: TvState) {
  const again = () => hello(socket, tv);
  clearTimeout(tv.renewTimer);
  socket
    .timeout(ACK_TIMEOUT_MS)
    .emit('tv:hello', tv.pairingSecret ? { pairingSecret: tv.pairingSecret } : {}, (err: Error | null, ack: TvHelloAck) => {
      if (err) return void setTimeout(again, 2000);
      if (!ack.ok) {
        if (ack.error.code === 'tv_link_invalid') forget(tv);
        // Too many codes asked for from this address, or the server is busy: try later.
        return void setTimeout(again, ack.error.code === 'rate_limited' ? 30_000 : 2000);
      }
      if (ack.status === 'claimed') {
        tv.token = ack.tvToken;
        tv.pairingSecret = undefined;
        storeToken(tv.token);
        // Connect again, now with the credential.
        socket.disconnect().connect();
        return;
      }
      if (ack.status === 'code') {
        tv.pairingSecret = ack.pairingSecret;
        tv.show({ kind: 'code', code: ack.code, expiresAt: ack.expiresAt, publicOrigin: ack.publicOrigin });
        tv.renewTimer = setTimeout(again, Math.max(1000, ack.expiresAt - Date.now() - RENEW_BEFORE_MS));
        return;
      }
      tv.show({ kind: 'linked', muted: ack.muted, view: ack.state });
    });
}

function watch(socket: TvSocket, tv: TvState, gameId: string) {
  socket.timeout(ACK_TIMEOUT_MS).emit('tv:watch', { gameId }, (err, ack) => {
    if (err || !ack.ok || tv.current.kind !== 'linked') return;
    tv.show({ ...tv.current, view: ack.state });
  });
}

function listen(socket: TvSocket, tv: TvState) {
  socket.on('connect', () => hello(socket, tv));
  socket.on('connect_error', (err) => {
    // The credential is over (unlinked, signed out, expired): show a new code.
    if (err.message === 'tv_link_invalid') {
      forget(tv);
      socket.connect();
    }
  });
  socket.on('disconnect', (reason) => {
    if (tv.current.kind === 'linked') tv.show({ ...tv.current, reconnecting: true });
    // The server closed it (the link ended, or a check): connect again, with the credential if it is still kept.
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('tv:paired', () => hello(socket, tv));
  socket.on('tv:follow', ({ gameId }) => watch(socket, tv, gameId));
  socket.on('tv:settings', ({ muted }) => {
    if (tv.current.kind === 'linked') tv.show({ ...tv.current, muted });
  });
  socket.on('tv:unlinked', () => forget(tv));
  socket.on('session:ended', () => forget(tv));
  socket.on('game:state', (message) => {
    const current = tv.current;
    if (current.kind !== 'linked' || message.view.role !== 'tv') return;
    const view = current.view;
    if (view && (view.gameId !== message.gameId || view.version >= message.version)) return;
    if (!view) return;
    tv.show({ ...current, view: message.view });
  });
}
