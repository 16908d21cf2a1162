// The stage's sounds, made as tones with Web Audio (no files to load): a tick each second of
// the last 10, a low buzz when time is up, a rising chime when a team scores. Browsers start
// audio only after a user gesture: the AudioContext is tried on mount (a TV browser may allow
// it) and resumed on the first key or tap. `muted` silences all of them.
import { useEffect, useRef } from 'react';
import type { PublicGameView } from '@charades/shared/schemas/games';
import { useTimeLeft } from '@/lib/live-game/timer';

type Tone = { frequency: number; at: number; length: number; volume?: number; type?: OscillatorType };

const SOUNDS = {
  tick: [{ frequency: 1000, at: 0, length: 0.07, volume: 0.15 }],
  timeUp: [
    { frequency: 220, at: 0, length: 0.5, volume: 0.3, type: 'square' },
    { frequency: 165, at: 0.5, length: 0.7, volume: 0.3, type: 'square' },
  ],
  correct: [
    { frequency: 523, at: 0, length: 0.15 },
    { frequency: 659, at: 0.12, length: 0.15 },
    { frequency: 784, at: 0.24, length: 0.35 },
  ],
} satisfies Record<string, Tone[]>;

export type StageSound = keyof typeof SOUNDS;

function createContext(): AudioContext | undefined {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    return Ctx ? new Ctx() : undefined;
  } catch {
    return undefined;
  }
}

function play(audio: AudioContext, tones: Tone[]) {
  const start = audio.currentTime;
  for (const tone of tones) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.type = tone.type ?? 'sine';
    osc.frequency.value = tone.frequency;
    gain.gain.setValueAtTime(tone.volume ?? 0.25, start + tone.at);
    gain.gain.exponentialRampToValueAtTime(0.001, start + tone.at + tone.length);
    osc.connect(gain).connect(audio.destination);
    osc.start(start + tone.at);
    osc.stop(start + tone.at + tone.length);
  }
}

export function useStageSound(view: PublicGameView, muted: boolean) {
  const audio = useRef<AudioContext | undefined>(undefined);
  useEffect(() => {
    audio.current = createContext();
    void audio.current?.resume().catch(() => {});
    const unlock = () => void audio.current?.resume().catch(() => {});
    window.addEventListener('pointerdown', unlock, { capture: true });
    window.addEventListener('keydown', unlock, { capture: true });
    return () => {
      window.removeEventListener('pointerdown', unlock, { capture: true });
      window.removeEventListener('keydown', unlock, { capture: true });
      void audio.current?.close().catch(() => {});
      audio.current = undefined;
    };
  }, []);

  const sound = (name: StageSound) => {
    const ctx = audio.current;
    if (muted || !ctx || ctx.state !== 'running') return;
    play(ctx, SOUNDS[name]);
  };

  // The last 10 seconds: one tick per second, each second once.
  const running = view.phase === 'running' && view.turnEndsAt !== null;
  const left = useTimeLeft(running ? view.turnEndsAt : null, view.timeLeftMs);
  const seconds = Math.ceil(left / 1000);
  const ticked = useRef({ turn: -1, second: Infinity });
  useEffect(() => {
    if (!running) return;
    if (ticked.current.turn !== view.turn) ticked.current = { turn: view.turn, second: Infinity };
    if (seconds >= 1 && seconds <= 10 && seconds < ticked.current.second) {
      ticked.current.second = seconds;
      sound('tick');
    }
  });

  // Time up: when this screen saw the clock run out (not on a reload after it did).
  const lastPhase = useRef(view.phase);
  useEffect(() => {
    if (view.phase === 'timeUp' && lastPhase.current === 'running') sound('timeUp');
    lastPhase.current = view.phase;
  });

  // Correct: a team's score went up since the last view.
  const lastScores = useRef({ A: view.teams.A.score, B: view.teams.B.score, game: view.gameId });
  useEffect(() => {
    const before = lastScores.current;
    const now = { A: view.teams.A.score, B: view.teams.B.score, game: view.gameId };
    if (before.game === now.game && (now.A > before.A || now.B > before.B)) sound('correct');
    lastScores.current = now;
  });
}
