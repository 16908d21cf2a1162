// @vitest-environment jsdom
// The cross-tab refresh lock's fallback, where the Web Locks API is missing (jsdom has none,
// nor does a page served over plain http on a LAN address): tabs share localStorage, so two
// callers here stand for two tabs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEASE_MS, withRefreshLock } from './refresh-lock';

const LEASE_KEY = 'charades.refreshLease';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

/** A refresh that records when it ran, taking `ms`. */
function recorder() {
  const spans: { name: string; start: number; end: number }[] = [];
  const run = (name: string, ms: number) => async () => {
    const start = performance.now();
    await new Promise((r) => setTimeout(r, ms));
    spans.push({ name, start, end: performance.now() });
    return name;
  };
  return { spans, run };
}

describe('withRefreshLock without Web Locks', () => {
  it('has no Web Locks here, so the localStorage lease is what is tested', () => {
    expect((navigator as Navigator & { locks?: unknown }).locks).toBeUndefined();
  });

  it('runs two tabs’ refreshes one after the other, never at once, and frees the lease', async () => {
    const { spans, run } = recorder();
    const results = await Promise.all([withRefreshLock(run('a', 60)), withRefreshLock(run('b', 60))]);
    expect(results).toEqual(['a', 'b']);
    expect(spans).toHaveLength(2);
    const [first, second] = [...spans].sort((x, y) => x.start - y.start);
    expect(second!.start).toBeGreaterThanOrEqual(first!.end);
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
  });

  it('waits for another tab’s live lease to be given back', async () => {
    localStorage.setItem(LEASE_KEY, JSON.stringify({ owner: 'other-tab', until: Date.now() + LEASE_MS }));
    let ran = false;
    const pending = withRefreshLock(async () => {
      ran = true;
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(ran).toBe(false);
    localStorage.removeItem(LEASE_KEY);
    await pending;
    expect(ran).toBe(true);
  });

  it('takes over a lease its tab left behind once it ran out (a tab closed mid-refresh)', async () => {
    localStorage.setItem(LEASE_KEY, JSON.stringify({ owner: 'closed-tab', until: Date.now() - 1 }));
    await expect(withRefreshLock(async () => 'done')).resolves.toBe('done');
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
  });

  it('ignores a lease it cannot read', async () => {
    localStorage.setItem(LEASE_KEY, '{not json');
    await expect(withRefreshLock(async () => 'done')).resolves.toBe('done');
  });

  it('gives the lease back when the refresh fails, and passes the failure on', async () => {
    await expect(withRefreshLock(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(localStorage.getItem(LEASE_KEY)).toBeNull();
    await expect(withRefreshLock(async () => 'next')).resolves.toBe('next');
  });

  it('still refreshes when storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await expect(withRefreshLock(async () => 'done')).resolves.toBe('done');
  });
});

describe('withRefreshLock with Web Locks', () => {
  it('asks the browser for the named lock and runs the refresh inside it', async () => {
    const request = vi.fn((_name: string, fn: () => Promise<unknown>) => fn());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    try {
      await expect(withRefreshLock(async () => 'locked')).resolves.toBe('locked');
      expect(request).toHaveBeenCalledWith('charades-auth-refresh', expect.any(Function));
      expect(localStorage.getItem(LEASE_KEY)).toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
