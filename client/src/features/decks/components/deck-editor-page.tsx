// /decks/new and /decks/:id: a deck's name, language and titles, one per line. The lines are
// checked as the player types (count, length, repeats after normalisation), by the server's
// own rules, so Save names the lines to fix; a refusal from the server is shown the same way.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { ArrowRight } from 'lucide-react';
import { DECK_MAX_TITLES, DECK_MIN_TITLES, DECK_NAME_MAX_LENGTH, DECK_TITLE_MAX_LENGTH } from '@charades/shared/decks/deck-rules';
import type { DeckDetail } from '@charades/shared/schemas/decks';
import { trimInvisibleEdges, hasVisibleCharacter } from '@charades/shared/text-rules';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { LoadingStatus } from '@/components/layout/loading-status';
import { ApiError } from '@/lib/api-client';
import { errorMessageKey } from '@/lib/error-message-key';
import { toast } from '@/lib/toast';
import { useLanguage, useLocalizedPath } from '@/lib/use-language';
import { useSession } from '@/lib/session/use-session';
import { useCreateDeck, useDeck, useUpdateDeck } from '@/lib/api/decks';
import { hasProblems, readDeckLines, type DeckLines } from '../deck-lines';
import { DeckLineReport } from './deck-line-report';
import { DeckCsvButtons } from './deck-csv-buttons';
import { DeckPicturesField } from './deck-pictures';
import { LANGUAGES, directionOf, type Language } from '@charades/shared/languages';

export function DeckEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const session = useSession();
  const deck = useDeck(session.status === 'signedIn' ? id : undefined);
  if (id && !deck.data) {
    if (deck.isError)
      return (
        <p role="alert" className="p-8 text-center">
          {t('errors.deck_not_found')}
        </p>
      );
    return <LoadingStatus />;
  }
  return <DeckForm key={deck.data?.id ?? 'new'} deck={deck.data} />;
}

type Pictures = Map<string, { id: string; url: string }>;
type SaveBody = { name: string; language: Language; titles: { title: string; imageId: string | null }[] };
/** What the server refused: the name, or lines of the box (their line numbers). */
type SaveRefusal = { on: 'name'; code: string } | { on: 'lines'; code: string; lines: number[] };

function DeckForm({ deck }: { deck: DeckDetail | undefined }) {
  const { t } = useTranslation();
  const uiLanguage = useLanguage();
  const ids = useId();
  const saving = useSaveDeck(deck);
  const [name, setName] = useState(deck?.name ?? '');
  const [language, setLanguage] = useState<Language>(deck?.language ?? uiLanguage);
  const [text, setText] = useState(deck?.titles.map((x) => x.title).join('\n') ?? '');
  const [nameError, setNameError] = useState<string>();
  // Pictures by title text: a picture follows its title while the box is edited.
  const [pictures, setPictures] = useState<Pictures>(() => picturesOf(deck));
  const [shown, setShown] = useState(false);
  const [serverLines, setServerLines] = useState<{ code: string; lines: number[] }>();
  const lines: DeckLines = readDeckLines(text);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setShown(true);
    const trimmed = trimInvisibleEdges(name);
    const nameBad = !hasVisibleCharacter(trimmed) || trimmed.length > DECK_NAME_MAX_LENGTH;
    setNameError(nameBad ? 'deck_name_required' : undefined);
    if (nameBad || hasProblems(lines.problems)) return;
    const body = { name: trimmed, language, titles: lines.titles.map((title) => ({ title, imageId: pictures.get(title)?.id ?? null })) };
    const refusal = await saving.save(body, lines);
    if (refusal?.on === 'name') setNameError(refusal.code);
    else if (refusal?.on === 'lines') setServerLines({ code: refusal.code, lines: refusal.lines });
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mx-auto max-w-2xl space-y-5 px-4 py-6" aria-busy={saving.pending}>
      <h1 className="text-2xl font-extrabold text-stone-900">{t(deck ? 'decks.editTitle' : 'decks.newTitle')}</h1>
      <FormField label={t('decks.name')} hint={t('decks.nameHint', { count: DECK_NAME_MAX_LENGTH })} error={nameError}>
        <Input value={name} maxLength={DECK_NAME_MAX_LENGTH + 20} autoComplete="off" onChange={(e) => setName(e.target.value)} />
      </FormField>
      <LanguageChoice name={`${ids}-language`} value={language} onChange={setLanguage} />
      <FormField
        label={t('decks.titles')}
        hint={t('decks.titlesHint', { min: DECK_MIN_TITLES, max: DECK_MAX_TITLES, length: DECK_TITLE_MAX_LENGTH })}
      >
        <Textarea
          rows={14}
          dir={directionOf(language)}
          spellCheck={false}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setServerLines(undefined);
          }}
          className="font-medium leading-7"
        />
      </FormField>
      <DeckLineReport lines={lines} showAll={shown} server={serverLines} />
      <DeckPicturesField
        titles={lines.titles}
        pictures={pictures}
        onChange={(title, picture) => setPictures((was) => withPicture(was, title, picture))}
      />
      <DeckCsvButtons
        name={name}
        titles={lines.titles}
        onImported={(titles) => {
          setText(titles.join('\n'));
          setServerLines(undefined);
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={saving.back}>
          <ArrowRight aria-hidden className="ltr:rotate-180" /> {t('common.back')}
        </Button>
        <Button type="submit" className="flex-1" disabled={saving.pending}>
          {t('decks.save')}
        </Button>
      </div>
    </form>
  );
}

function picturesOf(deck: DeckDetail | undefined): Pictures {
  return new Map(
    (deck?.titles ?? []).flatMap((x) => (x.imageUrl ? [[x.title, { id: x.imageUrl.split('/').pop()!, url: x.imageUrl }] as const] : [])),
  );
}

function withPicture(was: Pictures, title: string, picture: { id: string; url: string } | undefined): Pictures {
  const next = new Map(was);
  if (picture) next.set(title, picture);
  else next.delete(title);
  return next;
}

/** Saves the deck and goes back to the list; a refusal tied to the name or to lines comes back
 *  to be shown there, any other is a toast. */
function useSaveDeck(deck: DeckDetail | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const create = useCreateDeck();
  const update = useUpdateDeck();

  async function save(body: SaveBody, lines: DeckLines): Promise<SaveRefusal | undefined> {
    try {
      if (deck) await update.mutateAsync({ id: deck.id, body });
      else await create.mutateAsync(body);
      toast(t('decks.saved'));
      void navigate(to('/decks'));
    } catch (err) {
      const code = err instanceof ApiError ? err.code : undefined;
      const issues = err instanceof ApiError ? ((err.body as { error?: { issues?: { path: string }[] } })?.error?.issues ?? []) : [];
      const indexes = issues.flatMap((i) => /^titles\.(\d+)/.exec(i.path)?.[1] ?? []).map(Number);
      if (code === 'deck_name_required') return { on: 'name', code };
      else if (indexes.length && code) return { on: 'lines', code, lines: indexes.map((i) => lines.lineOf[i] ?? i + 1) };
      else toast.error(t(errorMessageKey(code)));
    }
    return undefined;
  }

  return { save, pending: create.isPending || update.isPending, back: () => void navigate(to('/decks')) };
}

function LanguageChoice({ name, value, onChange }: { name: string; value: Language; onChange: (language: Language) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-stone-800">{t('decks.language')}</legend>
      <div className="flex flex-wrap gap-4">
        {LANGUAGES.map((l) => (
          <label key={l} className="flex items-center gap-2">
            <input type="radio" name={name} className="size-5 accent-brand-600" checked={value === l} onChange={() => onChange(l)} />
            {t(`decks.languages.${l}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
