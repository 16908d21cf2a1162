// The count only: the account button's name says it in words.
export function TokenBadge({ tokens }: { tokens: number }) {
  return (
    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white" aria-hidden>
      {tokens}
    </span>
  );
}
