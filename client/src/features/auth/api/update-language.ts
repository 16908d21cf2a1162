import { apiRequest } from '@/lib/api-client';
import type { Language } from '@/lib/language';

export function updateLanguage(language: Language) {
  return apiRequest('/api/me', { method: 'PATCH', body: { language } });
}
