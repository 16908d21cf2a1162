import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The link in the newest e-mail to `to` in the e2e server's outbox, if one has landed. */
async function newestLink(to: string): Promise<string | undefined> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
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
  return undefined;
}

/** Waits for the newest e-mail to `to` in the e2e server's outbox and returns its reset/confirm link. */
export async function linkFromMail(to: string, timeoutMs = 10_000): Promise<string> {
  let link: string | undefined;
  await expect.poll(async () => (link = await newestLink(to)), { message: `no mail for ${to}`, timeout: timeoutMs }).toBeDefined();
  return link!;
}

export function uniqueEmail(tag: string) {
  return `${tag}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}
