// The options of a language select: one per language, the admin area's own (English) first.
import { useTranslation } from '@/lib/use-translation';
import { ADMIN_LANGUAGE, LANGUAGES } from '@charades/shared/languages';

const ORDER = [ADMIN_LANGUAGE, ...LANGUAGES.filter((l) => l !== ADMIN_LANGUAGE)];

export function LanguageOptions() {
  const { t } = useTranslation();
  return ORDER.map((language) => (
    <option key={language} value={language}>
      {t(`admin.common.languages.${language}`)}
    </option>
  ));
}
