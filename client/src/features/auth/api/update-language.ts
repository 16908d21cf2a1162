import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Language } from '@/lib/language';

export function updateLanguage(language: Language) {
  return apiRequest('/api/me', { method: 'PATCH', body: { language } });
}

/** Remembers the language on the account (e-mails use it). A failure changes nothing visible,
 *  so it is only logged, here rather than by the caller: the page changes as it runs. */
export function useUpdateLanguage() {
  return useMutation({ mutationFn: updateLanguage, onError: (err) => console.warn('language not saved', err) });
}
