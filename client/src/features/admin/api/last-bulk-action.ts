// GET /api/admin/bulk/last: the latest bulk action on titles or categories, from the server
// (issue 32 §1), so its Undo outlives the page that made it: a reload, another page, another
// tab or another admin's screen offers it for as long as the server would undo it.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminKeys } from '../lib/admin-query-keys';

export function useLastBulkAction() {
  return useQuery({ queryKey: adminKeys.lastBulk, queryFn: async () => (await callApi('admin.bulk.last')).bulk });
}
