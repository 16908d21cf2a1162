// POST /api/admin/images: the file itself as the body (issue 17 §5). The server decides the
// type from the bytes; the content type sent is only the browser's guess.
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function uploadImage(file: Blob) {
  return callApi('admin.images.upload', { rawBody: { contentType: file.type || 'application/octet-stream', text: file } });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
