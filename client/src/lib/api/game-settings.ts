// The round times this server plays (GET /api/games/settings): setup's timer labels and How to
// Play say what the clock will do, whatever GAME_ROUND_SECONDS the server runs with (issue 30
// §6). Until the answer comes (or if it never does), the default times. Read once per page
// load; not through TanStack Query: How to Play opens on the landing page, which has no query
// client (its first download stays small).
import { useEffect, useState } from 'react';
import { DEFAULT_ROUND_DURATIONS_MS } from '@charades/shared/game/constants';
import { callApi } from '@/lib/api-client';

let asked: Promise<readonly number[]> | undefined;

function roundDurations(): Promise<readonly number[]> {
  asked ??= callApi('games.settings', undefined, { anonymous: true })
    .then((s) => s.roundSeconds.map((seconds) => seconds * 1000))
    .catch(() => {
      asked = undefined; // asked again next time
      return DEFAULT_ROUND_DURATIONS_MS;
    });
  return asked;
}

export function useRoundDurationsMs(): readonly number[] {
  const [durations, setDurations] = useState<readonly number[]>(DEFAULT_ROUND_DURATIONS_MS);
  useEffect(() => {
    let live = true;
    void roundDurations().then((d) => live && setDurations(d));
    return () => {
      live = false;
    };
  }, []);
  return durations;
}

/** "90 seconds" / "90 ثانية": a whole number of seconds in words of the language (its plural). */
export function secondsText(ms: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'long', numberingSystem: 'latn' }).format(
    Math.round(ms / 1000),
  );
}
