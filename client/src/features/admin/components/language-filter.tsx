// A list's language filter: all, or one language (the URL's 'all', 'en', 'ar').
import { FilterSelect } from './filter-select';
import { LanguageOptions } from './language-options';

export function LanguageFilter({
  label,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FilterSelect label={label} value={value} onChange={onChange}>
      <option value="all">{allLabel}</option>
      <LanguageOptions />
    </FilterSelect>
  );
}
