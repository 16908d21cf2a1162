// What the landing page downloads (issue 15): only its own language's messages, and none of
// the screens it does not show (admin, game, payments) nor the query library; the other
// language arrives when the player switches, and the page changes to it whole.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Language } from '../../shared/src/languages.ts';

/** The locale chunks the build wrote into index.html's head script (vite.config.ts). */
async function localeChunks(page: Page): Promise<Record<Language, string>> {
  const html = await (await page.request.get('/')).text();
  const map = html.match(/var messages = (\{[^}]*\});/);
  expect(map, 'index.html names the locale chunks').not.toBeNull();
  return JSON.parse(map![1]!) as Record<Language, string>;
}

function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  return scripts;
}

for (const [route, language, other] of [
  ['/', 'ar', 'en'],
  ['/en', 'en', 'ar'],
] as const) {
  test(`${route} downloads its own language's messages only, and no other screen`, async ({ page }) => {
    const chunks = await localeChunks(page);
    const scripts = recordScripts(page);
    await page.goto(route);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    console.log(`${route} scripts: ${scripts.join(' ')}`);
    expect(scripts).toContain(chunks[language]);
    expect(scripts).not.toContain(chunks[other]);
    for (const chunk of ['admin-app', 'play-page', 'buy-games-dialog', 'query-provider']) {
      expect(
        scripts.filter((s) => s.includes(`/${chunk}-`)),
        chunk,
      ).toEqual([]);
    }
  });
}

test('switching language loads the other messages and draws the page in it, back and forth', async ({ page }) => {
  const chunks = await localeChunks(page);
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تمثيل: مثّلها بدون كلام!');

  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charades: act it out!');
  await expect(page).toHaveTitle('Charades — act out films and shows');
  expect(scripts).toContain(chunks.en);

  // The back button returns to Arabic, already downloaded.
  await page.goBack();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تمثيل: مثّلها بدون كلام!');
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charades: act it out!');
  expect(scripts.filter((s) => s === chunks.en)).toHaveLength(1);
});
