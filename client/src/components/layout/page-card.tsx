// A centred card for the small single-purpose pages (reset password, suspended, not found).
export function PageCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-6 shadow-md">
        <h1 className="text-2xl font-extrabold text-stone-900">{title}</h1>
        <div className="mt-4 space-y-4 text-stone-700">{children}</div>
      </div>
    </div>
  );
}
