// How many open sockets hold each key (a session, a TV link): a key is held while its count is
// above zero. Each hold gives a release that counts once however often it is called (a
// socket's disconnect and an error path may both let go).
export interface Holders {
  /** Counts one more holder of `key`; call the result to let go. */
  hold(key: string): () => void;
  has(key: string): boolean;
  keys(): string[];
  readonly size: number;
  clear(): void;
}

export function createHolders(): Holders {
  const counts = new Map<string, number>();
  return {
    hold(key) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        const n = (counts.get(key) ?? 1) - 1;
        if (n > 0) counts.set(key, n);
        else counts.delete(key);
      };
    },
    has: (key) => counts.has(key),
    keys: () => [...counts.keys()],
    get size() {
      return counts.size;
    },
    clear: () => counts.clear(),
  };
}
