// Security headers on every response: pages, assets, API answers and errors alike.
// - Content-Security-Policy: only our own scripts, styles, fonts, images (data: too, for
//   images drawn in the page, and the outside image hosts of IMAGE_HOSTS) and connections (the API and the game's WebSocket), no
//   plugins, no <base>, and no framing. index.html's two small inline scripts are allowed by
//   their SHA-256, read from the built file at boot: no 'unsafe-inline' for scripts.
//   Styles do need 'unsafe-inline': libraries of the client add <style> elements at run time
//   (sonner's stylesheet, react-remove-scroll's scroll lock while a dialog is open, with
//   sizes measured on the spot), which neither a hash nor, without client changes, a nonce
//   can name. Style attributes set by React and framer-motion go through the CSSOM and are
//   not affected either way.
// - X-Content-Type-Options: nosniff, X-Frame-Options for browsers without frame-ancestors.
// - Referrer-Policy: no-referrer. The reveal page's URL holds the secret reveal code; no
//   request from any page ever carries its URL to another site.
// - Strict-Transport-Security when the request came over HTTPS (directly, or as told by a
//   trusted proxy: request.protocol follows TRUST_PROXY), never over plain HTTP.
// - Cache-Control: no-store on API answers (tokens, profiles, titles), unless a route set one.
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';

export interface InlineHashes {
  scripts: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** CSP hash sources for the inline <script> elements (those without src) of a page. */
export function inlineHashesOf(html: string): InlineHashes {
  const scripts = [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => sha256(m[1] ?? ''));
  return { scripts };
}

export function contentSecurityPolicy(hashes: InlineHashes, connectOrigins: string[] = [], imageOrigins: string[] = []): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...hashes.scripts]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...imageOrigins]],
    ['font-src', ["'self'"]],
    // 'self' covers same-origin ws:/wss: in current browsers; the public origin is named too
    // for those that do not.
    ['connect-src', ["'self'", ...connectOrigins]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** ws:// and wss:// forms of the public origin, for connect-src. */
export function webSocketOrigins(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  const url = new URL(publicUrl);
  const ws = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return [`${ws}//${url.host}`];
}

export default fp<{ csp: string }>(
  async (app, { csp }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      // A route that needs another policy (the API docs UI) sets its own.
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('x-frame-options', 'DENY');
      reply.header('referrer-policy', 'no-referrer');
      reply.header('cross-origin-opener-policy', 'same-origin');
      if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'security-headers' },
);
