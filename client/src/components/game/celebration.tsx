// A short burst of confetti over the winner (issue 31 §4): decorative, falls once, and is not
// drawn at all where the player asked for less motion.
const PIECES = [
  { start: '8%', delay: '0s', color: 'bg-brand-500' },
  { start: '22%', delay: '0.25s', color: 'bg-amber-400' },
  { start: '36%', delay: '0.1s', color: 'bg-green-500' },
  { start: '50%', delay: '0.35s', color: 'bg-sky-500' },
  { start: '64%', delay: '0.05s', color: 'bg-pink-500' },
  { start: '78%', delay: '0.3s', color: 'bg-brand-600' },
  { start: '90%', delay: '0.15s', color: 'bg-amber-500' },
];

/** `large`: pieces and fall sized for a room's screen (the TV's results). */
export function Celebration({ large = false }: { large?: boolean }) {
  return (
    <div
      aria-hidden
      className={`pointer-events-none absolute inset-x-0 top-0 hidden overflow-hidden motion-safe:block ${large ? 'h-full' : 'h-72'}`}
      data-celebration
    >
      {PIECES.map((p) => (
        <span
          key={p.start}
          className={`absolute top-0 block rounded-sm opacity-0 motion-safe:animate-confetti-fall ${large ? 'size-8' : 'size-3'} ${p.color}`}
          style={{ insetInlineStart: p.start, animationDelay: p.delay }}
        />
      ))}
    </div>
  );
}
