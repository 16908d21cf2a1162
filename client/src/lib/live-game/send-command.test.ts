// What a screen relies on when it sends a command: a lost answer is retried with the same
// clientSeq, so the command applies once and the retry answers as the original did.
import { describe, expect, it } from 'vitest';
import type { GameCommandAck, GameCommandMessage } from '@charades/shared/socket-contract';
import { sendCommandWithRetry } from './send-command';

/** A server that applies each clientSeq once, as the game service does (a repeat is answered
 *  with the first version and `duplicate: true`), and whose next `lose` answers never arrive. */
function server({ lose = 0, silent = false } = {}) {
  let version = 10;
  const received: GameCommandMessage[] = [];
  const applied: GameCommandMessage[] = [];
  const answered = new Map<GameCommandMessage['clientSeq'], number>();
  const emit = async (message: GameCommandMessage): Promise<GameCommandAck> => {
    received.push(message);
    if (silent) throw new Error('operation has timed out');
    let ack: GameCommandAck;
    const first = answered.get(message.clientSeq);
    if (first !== undefined) ack = { ok: true, version: first, duplicate: true };
    else {
      applied.push(message);
      answered.set(message.clientSeq, ++version);
      ack = { ok: true, version, duplicate: false };
    }
    if (lose > 0) {
      lose -= 1;
      throw new Error('operation has timed out');
    }
    return ack;
  };
  return { emit, received, applied };
}

const command = { gameId: 'g1', command: { type: 'CORRECT' } } as const;

/** Numbers the commands of one screen: seq-1, seq-2, ... */
function sequence() {
  let n = 0;
  return () => `seq-${++n}`;
}

describe('sending a command', () => {
  it('is sent once when its answer arrives', async () => {
    const s = server();
    expect(await sendCommandWithRetry(s.emit, command, sequence())).toEqual({ ok: true, version: 11, duplicate: false });
    expect(s.received).toHaveLength(1);
  });

  it('after a lost answer, is retried with the same clientSeq: applied once, answered as the original', async () => {
    const s = server({ lose: 1 });
    const newSeq = sequence();
    const ack = await sendCommandWithRetry(s.emit, command, newSeq);
    expect(s.received.map((m) => m.clientSeq)).toEqual(['seq-1', 'seq-1']);
    expect(s.applied).toHaveLength(1);
    expect(ack).toEqual({ ok: true, version: 11, duplicate: true });
    // The next command is a new one: applied on its own.
    expect(await sendCommandWithRetry(s.emit, command, newSeq)).toEqual({ ok: true, version: 12, duplicate: false });
    expect(s.applied.map((m) => m.clientSeq)).toEqual(['seq-1', 'seq-2']);
  });

  it('gives up after one retry with a network error', async () => {
    const s = server({ silent: true });
    expect(await sendCommandWithRetry(s.emit, command, sequence())).toEqual({
      ok: false,
      error: { code: 'network_error', message: 'Network error' },
    });
    expect(s.received.map((m) => m.clientSeq)).toEqual(['seq-1', 'seq-1']);
  });
});
