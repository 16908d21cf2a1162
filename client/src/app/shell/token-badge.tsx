import { useTranslation } from 'react-i18next';

export function TokenBadge({ tokens }: { tokens: number }) {
  const { t } = useTranslation();
  return (
    <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white" aria-label={t('header.tokens', { count: tokens })}>
      {tokens}
    </span>
  );
}
