// Which pages may open a game socket. A browser sends Origin on every WebSocket handshake
// and lets any page open a socket to any server, with the player's cookies; a page on
// another site must not drive a signed-in player's game. So a browser's handshake must come
// from our public origin (PUBLIC_URL's, or the LAN address shown on the TV) or from the very
// origin it was sent to (same-origin: Origin's host equals the Host header, whatever proxy
// or scheme is in front). A handshake without Origin does not come from a browser (Node
// clients, the bench, tests): nothing a third-party page can make a player's browser send,
// so it is let in; such a client still needs a token to act on a game.
export function originAllowed(origin: string | undefined, host: string | undefined, publicOrigin: string): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // 'null' (sandboxed frames, file: pages) and garbage.
    return false;
  }
  if (url.origin === publicOrigin) return true;
  return !!host && url.host === host.toLowerCase();
}
