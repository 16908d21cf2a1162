// A screen's or dialog's code is fetched when first drawn; on family Wi-Fi that fetch can fail
// once (a dropped connection, a service worker taking over the page mid-request). A failed
// import() is not kept by the browser, so asking again fetches again; without this one lost
// request replaced the whole app with "Unexpected Application Error!" (the error boundary)
// instead of opening, say, the sign-in dialog.

/** Waits before the second and third attempts; the third failure is the caller's error. */
export const IMPORT_RETRY_DELAYS_MS = [400, 1_500] as const;

export async function importWithRetry<T>(load: () => Promise<T>, delays: readonly number[] = IMPORT_RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= delays.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, delays[attempt]));
    }
  }
}
