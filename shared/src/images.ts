// Uploaded images (issue 17 §5): the limits the server enforces and the client shows, and the
// path the app serves an upload at, which the title and category forms accept as an image URL.

/** The largest upload: 2 MB. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Wider or taller than this is refused: no poster needs it, and it bounds decoding work. */
export const MAX_IMAGE_SIDE = 8000;
/** What an upload may be, decided from its bytes. */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/** A picture card's picture we ship (issue 31 §2): an emoji SVG of the bundled Twemoji set,
 *  '/api/pictures/<code points>.svg' (e.g. 1f418, or 1f9d1-200d-1f692 for a sequence). */
export const PICTURE_PATH = /^\/api\/pictures\/[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,9}\.svg$/;
export const picturePathOf = (emoji: string) => `/api/pictures/${emoji}.svg`;

/** Our own image, same origin, nothing after it: an upload ('/api/images/<uuid>') or a
 *  bundled picture (PICTURE_PATH). */
export const OWN_IMAGE_PATH =
  /^\/api\/(?:images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|pictures\/[0-9a-f]{2,6}(?:-[0-9a-f]{2,6}){0,9}\.svg)$/;

export const imagePathOf = (id: string) => `/api/images/${id}`;

/**
 * What an upload route reads before it refuses (the balancer's client_max_body_size in
 * deploy/nginx.conf, 3 MB): a file over the 2 MB limits but under this is read whole and
 * refused by the service with its own message. Refused while still arriving, the server would
 * close a connection with unread bytes on it (a reset), and a balancer in front would answer
 * its own 502 page instead (issue 30 §5; a CI run saw it).
 */
export const UPLOAD_READ_LIMIT_BYTES = 3 * 1024 * 1024;
