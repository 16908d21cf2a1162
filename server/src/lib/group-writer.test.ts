import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('with lingerMs', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('holds a lone write until the linger ends, and sends the writes that came meanwhile with it', async () => {
      vi.useFakeTimers();
      const sink = controlledSink();
      const writer = createGroupWriter(sink.flush, { lingerMs: 30 });
      const first = writer.write(1);
      await vi.advanceTimersByTimeAsync(20);
      expect(sink.batches).toEqual([]);
      const second = writer.write(2);
      await vi.advanceTimersByTimeAsync(10);
      expect(sink.batches.map((b) => b.items)).toEqual([[1, 2]]);
      sink.batches[0]!.finish();
      await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
      // The next write lingers afresh.
      const third = writer.write(3);
      await vi.advanceTimersByTimeAsync(29);
      expect(sink.batches).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sink.batches.map((b) => b.items)).toEqual([[1, 2], [3]]);
      sink.batches[1]!.finish();
      await expect(third).resolves.toBeUndefined();
    });

    it('sends a full batch at once, without waiting for the linger', async () => {
      vi.useFakeTimers();
      const sink = controlledSink();
      const writer = createGroupWriter(sink.flush, { lingerMs: 1000, maxBatch: 3 });
      const writes = [1, 2, 3, 4].map((n) => writer.write(n));
      expect(sink.batches.map((b) => b.items)).toEqual([[1, 2, 3]]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(sink.batches.map((b) => b.items)).toEqual([[1, 2, 3], [4]]);
      sink.batches.forEach((b) => b.finish());
      await expect(Promise.all(writes)).resolves.toHaveLength(4);
    });

    it("fails the lingering batch's writes when it fails", async () => {
      vi.useFakeTimers();
      const sink = controlledSink();
      const writer = createGroupWriter(sink.flush, { lingerMs: 10 });
      const writes = [writer.write(1), writer.write(2)];
      await vi.advanceTimersByTimeAsync(10);
      sink.batches[0]!.finish(new Error('database down'));
      for (const w of writes) await expect(w).rejects.toThrow('database down');
    });
  });
});
