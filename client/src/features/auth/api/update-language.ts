import { callApi } from '@/lib/api-client';
import type { Language } from '@charades/shared/languages';

/** Remembers the language on the account (e-mails use it). A plain call, not a mutation hook:
 *  the header's language toggle uses it, and the header stays clear of the query library. */
export function updateLanguage(language: Language) {
  return callApi('me.update', { body: { language } });
}
