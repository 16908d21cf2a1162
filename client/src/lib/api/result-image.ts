// GET /api/share/:shareId/image (issue 31 §4): a finished game's result as a PNG, in the
// game's language. Fetched as soon as the results show, so that a tap on "Share the result"
// opens the share sheet at once: browsers let a page share only within a moment of the tap,
// which a download of the image could outlast. Not JSON, so not through callApi.
import { useQuery } from '@tanstack/react-query';
import { ApiError, toError } from '@/lib/api-client';

export async function fetchResultImage(shareId: string): Promise<Blob> {
  let res: Response;
  try {
    res = await fetch(`/api/share/${encodeURIComponent(shareId)}/image`);
  } catch {
    throw new ApiError('network_error', 0, 'Network error');
  }
  if (!res.ok) throw await toError(res);
  return res.blob();
}

export function useResultImage(shareId: string) {
  return useQuery({ queryKey: ['result-image', shareId], queryFn: () => fetchResultImage(shareId), staleTime: Infinity, retry: 1 });
}
