export function FormError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
      {message}
    </p>
  );
}
