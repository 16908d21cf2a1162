// A fair shuffle (Fisher-Yates) with a cryptographic RNG: the order titles are dealt in must
// not be guessable.
import { randomInt } from 'node:crypto';

export function shuffle<T>(items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}
