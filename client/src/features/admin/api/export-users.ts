// GET /api/admin/users/export: the searched and filtered accounts (every page) as CSV, saved as users.csv.
import { useMutation } from '@tanstack/react-query';
import type { UserListQuery } from '@charades/shared/schemas/admin';
import { callApi } from '@/lib/api-client';
import { saveCsv } from '@/lib/save-file';

export function useExportUsers() {
  return useMutation({
    mutationFn: async (query: UserListQuery) => {
      const { page: _page, pageSize: _pageSize, ...filters } = query;
      saveCsv(await callApi('admin.users.export', { query: filters }), 'users.csv');
    },
  });
}
