// Plays turns of a normal-mode game from its host's socket, as the one-phone game does.
import { expect } from 'vitest';
import { GameSocket } from './game-client.ts';

/** Plays one turn per letter of `results` ('C' correct, 'I' incorrect); the ids of the titles
 *  shown, in order. The socket is closed at the end, or on a failure. */
export async function playTurns(baseUrl: string, token: string, gameId: string, results: string): Promise<string[]> {
  const host = new GameSocket(baseUrl, token);
  try {
    await host.connected();
    expect((await host.join({ gameId })).ok).toBe(true);
    const shown: string[] = [];
    for (const result of results) {
      const reveal = await host.command(gameId, { type: 'REVEAL' });
      const revealed = await host.waitFor((m) => m.version === reveal.version);
      shown.push(revealed.view.currentTitle.id);
      expect((await host.command(gameId, { type: 'READY' })).ok).toBe(true);
      expect((await host.command(gameId, { type: 'START_TIMER' })).ok).toBe(true);
      expect((await host.command(gameId, { type: result === 'C' ? 'CORRECT' : 'INCORRECT' })).ok).toBe(true);
    }
    return shown;
  } finally {
    host.close();
  }
}
