// The Chromium the browser tests drive (Lighthouse in bench:client keeps the full one): CHROMIUM_PATH when set, else Debian's
// headless shell (package chromium-headless-shell) when installed, else Debian's chromium.
// The headless shell is the old headless Chromium, without the full browser's UI layers (the
// shell Playwright itself picks for headless runs): the same Blink and fonts, and the browser
// suite ran about a fifth faster in it on this 2-core machine (admin-content.spec.ts, 1.8 min
// in chromium, 1.4 min in the shell).
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const FULL_CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM;
}
