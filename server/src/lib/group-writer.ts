// Group commit for writes that many callers make at once. A write joins a queue; while
// `maxInFlight` batches are already with the database, the writes that arrive wait and go
// together in the next batch. With `lingerMs`, a write that finds the queue empty also waits
// up to that long for company before its batch goes (Kafka's linger.ms): under a steady
// trickle that no in-flight batch would group, a few hundred turn ends a second become a few
// dozen statements, each saving the database and this process a round trip, a statement and
// a socket write per caller (issue 18). Without it, a write that finds the database idle goes
// alone at once.
export interface GroupWriter<T> {
  write(item: T): Promise<void>;
}

export function createGroupWriter<T>(
  flush: (items: T[]) => Promise<void>,
  opts: { maxBatch?: number; maxInFlight?: number; lingerMs?: number } = {},
): GroupWriter<T> {
  const maxBatch = opts.maxBatch ?? 500;
  const maxInFlight = opts.maxInFlight ?? 2;
  const lingerMs = opts.lingerMs ?? 0;
  let queue: { item: T; resolve: () => void; reject: (err: unknown) => void }[] = [];
  let inFlight = 0;
  // Set while the queue's oldest write lingers; cleared when its batch may go.
  let lingering: ReturnType<typeof setTimeout> | undefined;
  let ripe = lingerMs === 0;

  function kick() {
    while (inFlight < maxInFlight && queue.length > 0) {
      if (!ripe && queue.length < maxBatch) {
        lingering ??= setTimeout(() => {
          lingering = undefined;
          ripe = true;
          kick();
        }, lingerMs);
        return;
      }
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      // The writes left behind start lingering afresh.
      if (lingerMs > 0) ripe = false;
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
