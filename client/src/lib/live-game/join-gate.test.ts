import { describe, expect, it } from 'vitest';
import { createJoinGate } from './join-gate';

describe('the join gate', () => {
  it('lets a command through at once while joined', async () => {
    const gate = createJoinGate();
    gate.open();
    await expect(gate.wait(10)).resolves.toBe(true);
  });

  it('holds a command while reconnecting and lets it through when joined again', async () => {
    const gate = createJoinGate();
    gate.open();
    gate.close();
    let through: boolean | undefined;
    const waiting = gate.wait(5_000).then((ok) => (through = ok));
    await Promise.resolve();
    expect(through).toBeUndefined();
    gate.open();
    await waiting;
    expect(through).toBe(true);
  });

  it('answers false when the join is refused, or when none comes in time', async () => {
    const gate = createJoinGate();
    const refused = gate.wait(5_000);
    gate.refuse();
    await expect(refused).resolves.toBe(false);
    await expect(gate.wait(20)).resolves.toBe(false);
  });
});
