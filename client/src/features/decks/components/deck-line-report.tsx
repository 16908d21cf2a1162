// Under the titles box: how many titles there are, and once Save was pressed (or the server
// refused), which lines break which rule.
import { useTranslation } from '@/lib/use-translation';
import { DECK_MAX_TITLES, DECK_MIN_TITLES, DECK_TITLE_MAX_LENGTH } from '@charades/shared/decks/deck-rules';
import type { Language } from '@charades/shared/languages';
import { errorMessageKey } from '@/lib/error-message-key';
import { useLanguage } from '@/lib/use-language';
import type { DeckLines } from '../deck-lines';

/** How a list of line numbers is separated in each language. */
const SEPARATOR: Record<Language, string> = { ar: '، ', en: ', ' };

export function DeckLineReport({
  lines,
  showAll,
  server,
}: {
  lines: DeckLines;
  showAll: boolean;
  server?: { code: string; lines: number[] };
}) {
  const { t } = useTranslation();
  const separator = SEPARATOR[useLanguage()];
  const p = lines.problems;
  const list = (numbers: number[]) => numbers.join(separator);
  const items = [
    p.count === 'tooFew' && t('decks.tooFew', { min: DECK_MIN_TITLES }),
    p.count === 'tooMany' && t('decks.tooMany', { max: DECK_MAX_TITLES }),
    p.tooLong.length > 0 && t('decks.linesTooLong', { lines: list(p.tooLong), length: DECK_TITLE_MAX_LENGTH }),
    p.duplicate.length > 0 && t('decks.linesDuplicate', { lines: list(p.duplicate) }),
    p.invalid.length > 0 && t('decks.linesInvalid', { lines: list(p.invalid) }),
    server && `${t(errorMessageKey(server.code))} ${t('decks.onLines', { lines: list(server.lines) })}`,
  ].filter((x): x is string => !!x);
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold text-stone-700" aria-live="polite" data-deck-title-count={lines.titles.length}>
        {t('decks.titleCount', { count: lines.titles.length })}
      </p>
      {(showAll || server) && items.length > 0 && (
        <div role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          <ul className="list-inside list-disc space-y-1">
            {items.map((x) => (
              <li key={x}>{x}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
