// The app's messages in each language and how a key becomes a text: what i18next did for us,
// cut to what we use, because i18next with its React binding was 18 KB of gzip on every page,
// more than any screen's own code (issue 34 §3, bench/client-size.ts). A key is a path into the
// locale files (`game.secondsLeft`); `{{name}}` in a message takes the option of that name, once
// and as typed (a value that itself holds `{{…}}` stays as it is); with `count`, the language's
// plural form (`_zero` first for 0, then Intl's category: `_one`, `_two`, `_few`, `_many`,
// `_other`) is looked up before the key itself. A key missing in the language is looked up in
// the default one, and failing that the key itself is the text. No side effects here: lib/i18n.ts
// loads the messages and sets the language.
import type en from '@/locales/en.json';
import { DEFAULT_LANGUAGE, type Language } from '@charades/shared/languages';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every message's key, from en.json (a plural's without its suffix): a key missing from it
 *  fails type-checking where it is used. */
export type MessageKey = WithoutPlural<Leaves<typeof en>>;

export interface TranslateOptions {
  count?: number;
  /** The text when the key has none (a value this build has no message for). */
  defaultValue?: string;
  /** Another language than the current one. */
  lng?: Language;
  [name: string]: unknown;
}

export type TFunction = (key: MessageKey, options?: TranslateOptions) => string;

type Messages = { [key: string]: string | Messages };

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function deepMerge(into: Messages, from: Messages): Messages {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (typeof value === 'object' && typeof existing === 'object') deepMerge(existing, value);
    else into[key] = typeof value === 'object' ? deepMerge({}, value) : value;
  }
  return into;
}

export class Translator {
  private readonly messages = new Map<Language, Messages>();
  private readonly pluralRules = new Map<Language, Intl.PluralRules>();
  private readonly listeners = new Set<() => void>();

  constructor(
    public language: Language = DEFAULT_LANGUAGE,
    messages: Partial<Record<Language, object>> = {},
  ) {
    for (const [lang, bundle] of Object.entries(messages)) this.addMessages(lang as Language, bundle);
  }

  /** Adds `bundle` to the language's messages, a section at a time (later ones win). */
  addMessages(language: Language, bundle: object): void {
    this.messages.set(language, deepMerge(this.messages.get(language) ?? {}, bundle as Messages));
  }

  /** Makes `language` current and tells every useTranslation() to draw again. */
  setLanguage(language: Language): void {
    if (language === this.language) return;
    this.language = language;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` on every change of language; returns what stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether the current language (or the default) has a text for `key`. */
  exists(key: string): boolean {
    return this.lookup(key, {}) !== undefined;
  }

  t: TFunction = (key, options = {}) => {
    const text = this.lookup(key, options);
    if (text === undefined) return options.defaultValue ?? key;
    return text.replace(PLACEHOLDER, (_, name: string) => {
      const value = name.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown> | undefined)?.[part], options);
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    });
  };

  private lookup(key: string, options: TranslateOptions): string | undefined {
    const language = options.lng ?? this.language;
    const languages = language === DEFAULT_LANGUAGE ? [language] : [language, DEFAULT_LANGUAGE];
    for (const lang of languages) {
      for (const candidate of this.candidates(key, lang, options.count)) {
        const found = this.resolve(lang, candidate);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  }

  /** The keys to try in order: the zero form for 0, the language's plural form, the key. */
  private candidates(key: string, language: Language, count: number | undefined): string[] {
    if (typeof count !== 'number') return [key];
    let rules = this.pluralRules.get(language);
    if (!rules) this.pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    const plural = `${key}_${rules.select(count)}`;
    return count === 0 ? [`${key}_zero`, plural, key] : [plural, key];
  }

  private resolve(language: Language, key: string): string | undefined {
    let node: string | Messages | undefined = this.messages.get(language);
    for (const part of key.split('.')) {
      if (typeof node !== 'object') return undefined;
      node = node[part];
    }
    return typeof node === 'string' ? node : undefined;
  }
}

/** The app's one translator; lib/i18n.ts fills it (tests, src/test/render-screen.tsx). */
export const translator = new Translator();
