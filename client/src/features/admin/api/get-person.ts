// GET /api/admin/users/:id: one account for its page (issue 17 §4). Its keys sit under the
// users list's, so every users change (games, role) refreshes the page too.
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { personKeys } from '../lib/person-query-keys';

export function getPerson(id: string) {
  return callApi('admin.users.get', { params: { id } });
}

export function usePerson(id: string) {
  return useQuery({ queryKey: personKeys.person(id), queryFn: () => getPerson(id) });
}
