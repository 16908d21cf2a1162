import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { Language } from '@/lib/language';

export function useCategories(language: Language) {
  return useQuery({
    queryKey: ['categories', language],
    queryFn: () => callApi('categories.list', { query: { language } }, { anonymous: true }),
    staleTime: 5 * 60_000,
    // Each time the list is shown it asks again (showing the cached list meanwhile), so a
    // category or title an admin just added or switched off shows on the player's next list.
    refetchOnMount: 'always',
  });
}
