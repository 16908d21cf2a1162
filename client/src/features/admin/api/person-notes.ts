// GET and POST /api/admin/users/:id/notes: staff's internal notes on a person (issue 32 §3),
// the latest NOTES_SHOWN of them, newest first.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { personKeys } from '../lib/person-query-keys';

export const NOTES_SHOWN = 100;

export function usePersonNotes(id: string) {
  return useQuery({
    queryKey: personKeys.notes(id),
    queryFn: () => callApi('admin.users.notes', { params: { id }, query: { page: 1, pageSize: NOTES_SHOWN } }),
  });
}

export function useAddPersonNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi('admin.users.addNote', { params: { id }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personKeys.notes(id) }),
  });
}
