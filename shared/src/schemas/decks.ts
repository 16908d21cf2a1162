// REST contracts of a player's own decks (issue 31 §1): create, edit, share by code, copy,
// report; and the admin's queue of reported decks.
import { z } from 'zod';
import {
  DECK_MAX_TITLES,
  DECK_MIN_TITLES,
  DECK_NAME_MAX_LENGTH,
  DECK_REPORT_REASON_MAX_LENGTH,
  DECK_SHARE_CODE_LENGTH,
  DECK_TITLE_MAX_LENGTH,
} from '../decks/deck-rules.ts';
import { SHORT_CODE_ALPHABET, normalizeShortCode } from '../short-code.ts';
import { LANGUAGES } from '../languages.ts';
import { normalizeTitle } from '../title-search.ts';
import { hasVisibleCharacter, trimInvisibleEdges } from '../text-rules.ts';
import { languageSchema } from './auth.ts';
import { safeText } from './text.ts';

/** Text a reader can see, trimmed of invisible edges, up to `max` characters. */
const visibleText = (code: 'deck_name_required' | 'deck_title_invalid' | 'reason_required', max: number) =>
  safeText({ error: code }).overwrite(trimInvisibleEdges).refine(hasVisibleCharacter, { message: code, abort: true }).max(max, code);

export const deckTitleInput = z.object({
  title: visibleText('deck_title_invalid', DECK_TITLE_MAX_LENGTH),
  imageId: z.uuid('image_not_found').nullish(),
});

export const deckInput = z.object({
  name: visibleText('deck_name_required', DECK_NAME_MAX_LENGTH),
  language: z.enum(LANGUAGES, { error: 'language_required' }),
  titles: z
    .array(deckTitleInput, { error: 'deck_titles_count' })
    .min(DECK_MIN_TITLES, 'deck_titles_count')
    .max(DECK_MAX_TITLES, 'deck_titles_count')
    // The same title twice, after the normalisation the admin's duplicate check uses (hamza
    // forms, taa marbuta, diacritics, case, spaces): each repeat is named by its index.
    .superRefine((titles, ctx) => {
      const seen = new Set<string>();
      titles.forEach((t, i) => {
        const key = normalizeTitle(t.title);
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'deck_title_duplicate', path: [i, 'title'] });
        seen.add(key);
      });
    }),
});
export type DeckInput = z.input<typeof deckInput>;

/** PATCH: any of the three; titles replace the deck's list (titles kept by text keep their
 *  play history). */
export const deckPatch = deckInput.partial();

export const deckIdParams = z.object({ id: z.uuid('deck_not_found') });

const shareCodePattern = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${DECK_SHARE_CODE_LENGTH}}$`);
export const deckCodeParams = z.object({
  code: z
    .string()
    .max(40, 'deck_code_invalid')
    .transform(normalizeShortCode)
    .refine((c) => shareCodePattern.test(c), 'deck_code_invalid'),
});

export const deckShareBody = z.object({ enabled: z.boolean() });
export const deckShareAnswer = z.object({ shareCode: z.string().nullable() });

export const deckReportBody = z.object({ reason: visibleText('reason_required', DECK_REPORT_REASON_MAX_LENGTH) });

export const deckTitleView = z.object({ id: z.string(), title: z.string(), imageUrl: z.string().nullable() });

/** One of my decks in the list. */
export const deckSummary = z.object({
  id: z.string(),
  name: z.string(),
  language: languageSchema,
  titleCount: z.number().int(),
  pictureCount: z.number().int(),
  shareCode: z.string().nullable(),
  /** Hidden by staff after a report: its code does not open it; the owner still plays it. */
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  updatedAt: z.string(),
});
export type DeckSummary = z.infer<typeof deckSummary>;

export const deckDetail = deckSummary.extend({ titles: z.array(deckTitleView) });
export type DeckDetail = z.infer<typeof deckDetail>;

/** A deck opened by its share code: enough to decide to play or copy it. */
export const sharedDeckView = z.object({
  id: z.string(),
  name: z.string(),
  language: languageSchema,
  titleCount: z.number().int(),
  pictureCount: z.number().int(),
  /** A few of its titles, to see what it is. */
  sample: z.array(z.string()),
  mine: z.boolean(),
});
export type SharedDeckView = z.infer<typeof sharedDeckView>;

export const adminDecksQuery = z.object({ reported: z.enum(['true', 'false']).default('true') });
export const adminDeckView = z.object({
  id: z.string(),
  name: z.string(),
  language: languageSchema,
  ownerEmail: z.string().nullable(),
  titleCount: z.number().int(),
  shareCode: z.string().nullable(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  reportCount: z.number().int(),
  reports: z.array(z.object({ reason: z.string(), at: z.string() })),
  sample: z.array(z.string()),
});
export type AdminDeckView = z.infer<typeof adminDeckView>;
export const adminDeckPatch = z.object({ hidden: z.boolean(), reason: visibleText('reason_required', DECK_REPORT_REASON_MAX_LENGTH) });
