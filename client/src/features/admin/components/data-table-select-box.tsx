// A row's checkbox in a table with bulk actions (and the header's, for every row of the page,
// which shows 'some' as indeterminate).
export function SelectBox({
  checked,
  indeterminate,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (v: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="size-5 accent-indigo-700 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300"
      checked={checked}
      ref={(el) => {
        if (el) el.indeterminate = Boolean(indeterminate);
      }}
      aria-label={label}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}
