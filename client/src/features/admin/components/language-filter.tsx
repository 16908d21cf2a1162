// A list's language filter: all, English or Arabic (the URL's 'all', 'en', 'ar').
import { useTranslation } from 'react-i18next';
import { FilterSelect } from './filter-select';

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
  const { t } = useTranslation();
  return (
    <FilterSelect label={label} value={value} onChange={onChange}>
      <option value="all">{allLabel}</option>
      <option value="en">{t('admin.common.english')}</option>
      <option value="ar">{t('admin.common.arabic')}</option>
    </FilterSelect>
  );
}
