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

  useEffect(() => {
    let token = storedToken();
    let pairingSecret: string | undefined;
    let renewTimer: ReturnType<typeof setTimeout> | undefined;
    let current: TvScreen = { kind: 'connecting' };
    const show = (next: TvScreen) => {
      current = next;
      setScreen(next);
    };
    const socket: TvSocket = io({
      path: '/socket.io',
      transports: ['websocket'],
      auth: (cb) => cb(token ? { tvToken: token } : {}),
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10_000,
    });

    function forget() {
      token = undefined;
      storeToken(undefined);
      show({ kind: 'connecting' });
    }

    function hello() {
      clearTimeout(renewTimer);
      socket.timeout(ACK_TIMEOUT_MS).emit('tv:hello', pairingSecret ? { pairingSecret } : {}, (err: Error | null, ack: TvHelloAck) => {
        if (err) return void setTimeout(hello, 2000);
        if (!ack.ok) {
          if (ack.error.code === 'tv_link_invalid') forget();
          // Too many codes asked for from this address, or the server is busy: try later.
          return void setTimeout(hello, ack.error.code === 'rate_limited' ? 30_000 : 2000);
        }
        if (ack.status === 'claimed') {
          token = ack.tvToken;
          pairingSecret = undefined;
          storeToken(token);
          // Connect again, now with the credential.
          socket.disconnect().connect();
          return;
        }
        if (ack.status === 'code') {
          pairingSecret = ack.pairingSecret;
          show({ kind: 'code', code: ack.code, expiresAt: ack.expiresAt, publicOrigin: ack.publicOrigin });
          renewTimer = setTimeout(hello, Math.max(1000, ack.expiresAt - Date.now() - RENEW_BEFORE_MS));
          return;
        }
        show({ kind: 'linked', muted: ack.muted, view: ack.state });
      });
    }

    function watch(gameId: string) {
      socket.timeout(ACK_TIMEOUT_MS).emit('tv:watch', { gameId }, (err, ack) => {
        if (err || !ack.ok || current.kind !== 'linked') return;
        show({ ...current, view: ack.state });
      });
    }

    socket.on('connect', hello);
    socket.on('connect_error', (err) => {
      // The credential is over (unlinked, signed out, expired): show a new code.
      if (err.message === 'tv_link_invalid') {
        forget();
        socket.connect();
      }
    });
    socket.on('disconnect', (reason) => {
      if (current.kind === 'linked') show({ ...current, reconnecting: true });
      // The server closed it (the link ended, or a check): connect again, with the credential if it is still kept.
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('tv:paired', hello);
    socket.on('tv:follow', ({ gameId }) => watch(gameId));
    socket.on('tv:settings', ({ muted }) => {
      if (current.kind === 'linked') show({ ...current, muted });
    });
    socket.on('tv:unlinked', forget);
    socket.on('session:ended', forget);
    socket.on('game:state', (message) => {
      if (current.kind !== 'linked' || message.view.role !== 'tv') return;
      const view = current.view;
      if (view && (view.gameId !== message.gameId || view.version >= message.version)) return;
      if (!view) return;
      show({ ...current, view: message.view });
    });
    return () => {
      clearTimeout(renewTimer);
      socket.disconnect();
    };
  }, []);

  return screen;
}
