import { describe, expect, it } from 'vitest';
import { createGroupWriter } from './group-writer.ts';

/** A sink whose batches finish only when the test says so. */
function controlledSink() {
  const batches: { items: number[]; finish: (err?: Error) => void }[] = [];
  const flush = (items: number[]) =>
    new Promise<void>((resolve, reject) => batches.push({ items, finish: (err) => (err ? reject(err) : resolve()) }));
  return { batches, flush };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('group writer', () => {
  it('sends a write at once when idle, and groups the writes that arrive while batches are in flight', async () => {
    const sink = controlledSink();
    const writer = createGroupWriter(sink.flush, { maxInFlight: 2 });
    const done: number[] = [];
    const writes = [1, 2, 3, 4, 5].map((n) => writer.write(n).then(() => done.push(n)));
    expect(sink.batches.map((b) => b.items)).toEqual([[1], [2]]);
    sink.batches[0]!.finish();
    await tick();
    expect(done).toEqual([1]);
    expect(sink.batches.map((b) => b.items)).toEqual([[1], [2], [3, 4, 5]]);
    sink.batches[1]!.finish();
    sink.batches[2]!.finish();
    await Promise.all(writes);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps batches within maxBatch', async () => {
    const sink = controlledSink();
    const writer = createGroupWriter(sink.flush, { maxInFlight: 1, maxBatch: 2 });
    const writes = [1, 2, 3, 4, 5].map((n) => writer.write(n));
    for (let i = 0; i < 3; i++) {
      sink.batches[i]!.finish();
      await tick();
    }
    await Promise.all(writes);
    expect(sink.batches.map((b) => b.items)).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('fails only the writes of a failed batch; later writes still go', async () => {
    const sink = controlledSink();
    const writer = createGroupWriter(sink.flush, { maxInFlight: 1 });
    const first = writer.write(1);
    const second = writer.write(2);
    sink.batches[0]!.finish(new Error('database down'));
    await expect(first).rejects.toThrow('database down');
    await tick();
    expect(sink.batches[1]!.items).toEqual([2]);
    sink.batches[1]!.finish();
    await expect(second).resolves.toBeUndefined();
  });
});
