// Import and export of the deck editor's titles as CSV (issue 31 §1). Import fills the titles
// box (nothing is saved until Save); export downloads what the box holds now.
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Download, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessageKey } from '@/lib/error-message-key';
import { saveCsv } from '@/lib/save-file';
import { deckFromCsv, deckToCsv } from '../deck-csv';

/** A file name from the deck's name, safe on every system. */
const fileNameOf = (name: string) => `${name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'deck'}.csv`;

export function DeckCsvButtons({ name, titles, onImported }: { name: string; titles: string[]; onImported: (titles: string[]) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [error, setError] = useState<string>();

  async function read(file: File) {
    const result = deckFromCsv(await file.text());
    if ('error' in result) {
      setError(`${t(errorMessageKey(result.error))}${result.line ? ` ${t('decks.onLines', { lines: result.line })}` : ''}`);
      return;
    }
    setError(undefined);
    onImported(result.titles);
  }

  const download = () => saveCsv(deckToCsv(titles), fileNameOf(name));

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => input.current?.click()}
          aria-describedby={error ? errorId : undefined}
        >
          <Upload aria-hidden /> {t('decks.importCsv')}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={download} disabled={titles.length === 0}>
          <Download aria-hidden /> {t('decks.exportCsv')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void read(file);
          }}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
