// Group commit for writes that many callers make at once. A write joins a queue; while
// `maxInFlight` batches are already with the database, the writes that arrive wait and go
// together in the next batch. At low load each write goes alone at once (no added delay);
// under load one statement serves many callers, which saves the database and this process
// a round trip, a statement and a socket write per caller.
export interface GroupWriter<T> {
  write(item: T): Promise<void>;
}

export function createGroupWriter<T>(
  flush: (items: T[]) => Promise<void>,
  opts: { maxBatch?: number; maxInFlight?: number } = {},
): GroupWriter<T> {
  const maxBatch = opts.maxBatch ?? 500;
  const maxInFlight = opts.maxInFlight ?? 2;
  let queue: { item: T; resolve: () => void; reject: (err: unknown) => void }[] = [];
  let inFlight = 0;

  function kick() {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      inFlight += 1;
      flush(batch.map((w) => w.item))
        .then(
          () => batch.forEach((w) => w.resolve()),
          (err) => batch.forEach((w) => w.reject(err)),
        )
        .finally(() => {
          inFlight -= 1;
          kick();
        });
    }
  }

  return {
    write(item) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        kick();
      });
    },
  };
}
