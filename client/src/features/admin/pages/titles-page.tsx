// Placeholder: this page is being built (issue 11).
import { useTranslation } from 'react-i18next';

export function TitlesPage() {
  const { t } = useTranslation();
  return <h1 className="text-3xl font-extrabold">{t('admin.nav.titles')}</h1>;
}
