// The signed-in session of this tab. The access token lives only in memory; the refresh
// token is an httpOnly cookie the browser sends to /api/auth/refresh. Refreshes are
// serialised across tabs (refresh-lock.ts), so two tabs never present the same (single-use)
// refresh token; sign-in and sign-out are broadcast to the other tabs.
import { routeOf } from '@charades/shared/api/route-names';
import type { SessionResponse, User } from '@charades/shared/schemas/auth';
import { ApiError } from '@/lib/api-client';
import { withRefreshLock } from './refresh-lock';

export type SessionState =
  | { status: 'loading'; user: undefined }
  | { status: 'signedOut'; user: undefined }
  | { status: 'signedIn'; user: User; accessToken: string; expiresAt: number };

// docs/product.md#constants: check every 30 s, refresh when 90 s or less remain, retry backoff 200 ms doubling.
export const REFRESH_CHECK_MS = 30_000;
export const REFRESH_MARGIN_MS = 90_000;
const RETRY_BASE_MS = 200;
const MAX_RETRIES = 5;

type Listener = () => void;

// A non-secret hint that this browser holds a refresh cookie, so a visitor who never signed
// in does not send a refresh request (and get a 401) on every page load.
const HINT_KEY = 'charades.hasSession';
function setHint(on: boolean) {
  try {
    if (on) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // storage unavailable: we simply always try the refresh
  }
}
function hasHint(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return true;
  }
}

class SessionStore {
  private state: SessionState = { status: 'loading', user: undefined };
  private listeners = new Set<Listener>();
  private inflight: Promise<string | undefined> | undefined;
  private channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel('charades-auth') : undefined;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor() {
    this.channel?.addEventListener('message', (e) => {
      if (e.data === 'signed-out' && this.state.status === 'signedIn') this.set({ status: 'signedOut', user: undefined });
      if (e.data === 'signed-in' && this.state.status !== 'signedIn') void this.refresh();
    });
  }

  get = (): SessionState => this.state;

  subscribe = (l: Listener): (() => void) => {
    this.listeners.add(l);
    return () => this.listeners.delete(l);
  };

  private set(next: SessionState) {
    this.state = next;
    for (const l of this.listeners) l();
  }

  getAccessToken = (): string | undefined => (this.state.status === 'signedIn' ? this.state.accessToken : undefined);

  setSession(session: SessionResponse, broadcast = true) {
    this.set({ status: 'signedIn', user: session.user, accessToken: session.accessToken, expiresAt: session.expiresAt });
    setHint(true);
    if (broadcast) this.channel?.postMessage('signed-in');
  }

  updateUser(user: User) {
    if (this.state.status === 'signedIn') this.set({ ...this.state, user });
  }

  signedOut(broadcast = true) {
    this.set({ status: 'signedOut', user: undefined });
    setHint(false);
    if (broadcast) this.channel?.postMessage('signed-out');
  }

  /** Starts the session on page load and keeps it fresh while the page lives. */
  start() {
    if (hasHint()) void this.refresh();
    else this.set({ status: 'signedOut', user: undefined });
    this.timer ??= setInterval(() => this.refreshIfDue(), REFRESH_CHECK_MS);
    document.addEventListener('visibilitychange', () => {
      // A phone waking from sleep may have missed several checks.
      if (document.visibilityState === 'visible') this.refreshIfDue();
    });
  }

  private refreshIfDue() {
    if (this.state.status === 'signedIn' && this.state.expiresAt - Date.now() <= REFRESH_MARGIN_MS) void this.refresh();
  }

  /** One refresh at a time per tab, and across tabs through a Web Lock. */
  refresh = (): Promise<string | undefined> => {
    this.inflight ??= this.refreshWithRetry().finally(() => {
      this.inflight = undefined;
    });
    return this.inflight;
  };

  private async refreshWithRetry(): Promise<string | undefined> {
    for (let attempt = 0; ; attempt++) {
      try {
        const session = await withRefreshLock(() => postRefresh());
        if (!session) {
          this.signedOut(false);
          return undefined;
        }
        this.setSession(session, false);
        return session.accessToken;
      } catch (err) {
        // Network trouble or a server error: keep the session and try again shortly.
        if (attempt >= MAX_RETRIES) {
          if (this.state.status === 'loading') this.signedOut(false);
          throw err;
        }
        await new Promise((r) => setTimeout(r, RETRY_BASE_MS * 2 ** attempt));
      }
    }
  }
}

/** The session, or undefined when the server says there is none (any 401). Not through
 *  callApi: a 401 here is the answer (signed out), and the retries are the store's own. */
async function postRefresh(): Promise<SessionResponse | undefined> {
  const { method, path } = routeOf('auth.refresh');
  let res: Response;
  try {
    res = await fetch(path, { method, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError('network_error', 0, 'Network error');
  }
  if (res.status === 401) return undefined;
  if (!res.ok) throw new ApiError(res.status === 429 ? 'rate_limited' : 'internal_error', res.status, res.statusText);
  return (await res.json()) as SessionResponse;
}

export const sessionStore = new SessionStore();
