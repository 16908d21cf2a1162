// Sending one game command. Its answer can be lost (the connection dropped after the server
// applied the command, before the answer came back): the command goes once more, over the
// fresh connection, with the same clientSeq, so the server knows it for a repeat, applies it
// once and answers as it did the first time.
import type { GameCommandAck, GameCommandMessage } from '@charades/shared/socket-contract';
import type { Ack } from '@/lib/game-socket';

/** `emit` sends the message and resolves to the server's answer, or rejects when none came in
 *  time; `newSeq` names the command, once for every attempt. */
export async function sendCommandWithRetry(
  emit: (message: GameCommandMessage) => Promise<GameCommandAck>,
  command: Omit<GameCommandMessage, 'clientSeq'>,
  newSeq: () => GameCommandMessage['clientSeq'],
): Promise<Ack> {
  const message = { ...command, clientSeq: newSeq() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await emit(message);
    } catch {
      // No answer in time: the one retry, or give up below.
    }
  }
  return { ok: false, error: { code: 'network_error', message: 'Network error' } };
}
