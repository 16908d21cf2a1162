// Uploaded images (issue 17 §5): the limits the server enforces and the client shows, and the
// path the app serves an upload at, which the title and category forms accept as an image URL.

/** The largest upload: 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Wider or taller than this is refused: no poster needs it, and it bounds decoding work. */
export const MAX_IMAGE_SIDE = 8000;
/** What an upload may be, decided from its bytes. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** Our own uploaded image: '/api/images/<uuid>', same origin, nothing after it. */
export const OWN_IMAGE_PATH = /^\/api\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const imagePathOf = (id: string) => `/api/images/${id}`;
