// Where a browser request came from, when that is this very site. A buyer must come back from
// the payment page to the origin they are signed in on: the app opened at localhost comes back
// to localhost, not to the LAN address shown on the TV (sessions are per origin). Any other
// origin (another site, a garbled header, none at all) gives the app's public origin.
export function sameSiteOrigin(originHeader: string | undefined, host: string | undefined, publicOrigin: string): string {
  if (!originHeader || !host) return publicOrigin;
  let url: URL;
  try {
    url = new URL(originHeader);
  } catch {
    return publicOrigin;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return publicOrigin;
  return url.host === host.toLowerCase() ? url.origin : publicOrigin;
}
