// One refresh at a time across this browser's tabs: a refresh token works once, so two tabs
// presenting the same cookie would look like reuse (the server forgives that inside its grace
// window, REFRESH_REUSE_GRACE_SECONDS, but tabs should not lean on it). The Web Locks API does
// this where it exists; it is missing outside secure contexts (a game served on a LAN address
// over plain http) and in older browsers, where a lease in localStorage stands in.
const LOCK_NAME = 'charades-auth-refresh';
const LEASE_KEY = 'charades.refreshLease';
/** Longer than a refresh takes; a tab closed mid-refresh frees the lease when it runs out. */
export const LEASE_MS = 10_000;
/** How long a writer waits before checking its lease held: other tabs' writes land meanwhile. */
const SETTLE_MS = 25;
const POLL_MS = 50;

interface Lease {
  owner: string;
  until: number;
}

export async function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (locks) return locks.request(LOCK_NAME, fn);
  return withStorageLease(fn);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function readLease(): Lease | undefined {
  const raw = localStorage.getItem(LEASE_KEY);
  if (!raw) return undefined;
  try {
    const lease = JSON.parse(raw) as Partial<Lease>;
    return typeof lease.owner === 'string' && typeof lease.until === 'number' ? (lease as Lease) : undefined;
  } catch {
    return undefined;
  }
}

/** Waits for no other tab to hold a live lease, takes it, runs `fn`, and gives it back. A tab
 *  that waited a whole lease's length goes ahead anyway: the server's grace window covers it. */
async function withStorageLease<T>(fn: () => Promise<T>): Promise<T> {
  const me = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  let held = false;
  try {
    const giveUpAt = Date.now() + LEASE_MS;
    while (Date.now() < giveUpAt) {
      const lease = readLease();
      if (lease && lease.owner !== me && lease.until > Date.now()) {
        await sleep(POLL_MS);
        continue;
      }
      localStorage.setItem(LEASE_KEY, JSON.stringify({ owner: me, until: Date.now() + LEASE_MS }));
      await sleep(SETTLE_MS);
      if (readLease()?.owner === me) {
        held = true;
        break;
      }
    }
  } catch {
    // Storage unavailable (private mode, blocked): refresh unguarded.
  }
  try {
    return await fn();
  } finally {
    if (held) {
      try {
        if (readLease()?.owner === me) localStorage.removeItem(LEASE_KEY);
      } catch {
        // nothing to give back
      }
    }
  }
}
