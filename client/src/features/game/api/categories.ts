import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { Language } from '@charades/shared/languages';

export function useCategories(language: Language, familyOnly = false) {
  return useQuery({
    queryKey: ['categories', language, familyOnly],
    queryFn: () => callApi('categories.list', { query: { language, familyOnly: familyOnly ? 'true' : 'false' } }, { anonymous: true }),
    staleTime: 5 * 60_000,
    // Each time the list is shown it asks again (showing the cached list meanwhile), so a
    // category or title an admin just added or switched off shows on the player's next list.
    refetchOnMount: 'always',
  });
}
