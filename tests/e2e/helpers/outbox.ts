import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Waits for the newest e-mail to `to` in the e2e server's outbox and returns its reset/confirm link. */
export async function linkFromMail(to: string, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse();
    for (const f of files) {
      const mail = JSON.parse(await readFile(path.join(dir, f), 'utf8'));
      if (mail.to === to) {
        const m = /(https?:\/\/\S+token=[A-Za-z0-9_%-]+)/.exec(mail.text);
        if (m?.[1]) return m[1];
      }
    }
    if (Date.now() > deadline) throw new Error(`no mail for ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function uniqueEmail(tag: string) {
  return `${tag}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}
