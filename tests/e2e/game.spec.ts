// Whole games in Chromium, as families play them: one phone in Arabic, and a TV with the
// actor's phone (and a spectator) in English.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen } from './helpers/sign-up';
import type { Language } from '../../shared/src/languages.ts';

/** Signs a new player up (through the API) and opens the page `page` is on again, signed in. */
async function signUp(page: Page, lang: Language) {
  await signUpAndOpen(page, page.url(), uniqueEmail(`e2e-game-${lang}`));
}

test('a whole game in normal mode, in Arabic, on one phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/');
  await signUp(page, 'ar');
  await page.getByRole('button', { name: 'ابدأ اللعب' }).click();
  await expect(page).toHaveURL(/\/play$/);
  await expect(page.getByRole('heading', { name: 'اختر فئة' })).toBeVisible();
  await page.getByRole('button', { name: 'كلاسيكيات السينما المصرية' }).click();

  await page.getByRole('button', { name: 'ابدأ اللعبة' }).click();
  await expect(page.getByRole('alert')).toHaveText('يرجى إدخال اسم لكلا الفريقين.');
  await page.getByLabel('اسم الفريق الأول').fill('الصقور');
  await page.getByLabel('اسم الفريق الثاني').fill('اللؤلؤ');
  await page.getByRole('button', { name: 'ابدأ اللعبة' }).click();
  await expect(page).toHaveURL(/\/play\?game=/);

  const titles: string[] = [];
  for (let turn = 1; turn <= 8; turn++) {
    const team = turn % 2 === 1 ? 'الصقور' : 'اللؤلؤ';
    await expect(page.getByText(`أعطِ الهاتف لممثل فريق ${team}`)).toBeVisible();
    await page.getByRole('button', { name: 'اكشف العنوان' }).click();
    await expect(page.getByText('فيلمك')).toBeVisible();
    titles.push((await page.locator('p.text-3xl').innerText()).trim());
    await page.getByRole('button', { name: 'جاهز' }).click();
    await page.getByRole('button', { name: 'ابدأ المؤقت' }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    if (turn === 1) {
      // Reloading mid-turn resumes the same turn with the clock still running.
      await page.reload();
      await expect(page.getByRole('timer')).toBeVisible();
    }
    await page.getByRole('button', { name: turn % 2 === 1 ? 'صحيح' : 'خطأ' }).click();
  }
  await expect(page.getByRole('heading', { name: 'فاز فريق الصقور!' })).toBeVisible();
  expect(new Set(titles).size).toBe(8);
  // The story of the game (issue 31 §4): a point a round for الصقور, and every title acted, in order.
  const rounds = page.getByRole('table', { name: 'النقاط في كل جولة' });
  await expect(rounds.getByRole('row')).toHaveCount(5);
  await expect(rounds.getByRole('row', { name: /الجولة 4/ })).toContainText('1');
  const acted = page.getByRole('heading', { name: 'ما تم تمثيله' }).locator('xpath=following-sibling::ol/li');
  await expect(acted).toHaveCount(8);
  for (const [i, title] of titles.entries()) await expect(acted.nth(i)).toContainText(title);
  await expect(acted.first()).toContainText('خُمّن');
  await expect(acted.nth(1)).toContainText('لم يُخمَّن');
  await page.screenshot({ path: 'test-results/screens/results-summary-ar.png', fullPage: true });
  await page.getByRole('button', { name: 'تم' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  // The welcome token paid for the game.
  await page.getByRole('button', { name: 'قائمة الحساب' }).click();
  await expect(page.getByRole('menu')).toContainText('لا توجد ألعاب متبقية');

  // Past games: completed with its score; replay goes back to setup and costs nothing.
  await page.getByRole('menuitem', { name: 'الألعاب السابقة' }).click();
  await expect(page).toHaveURL(/\/past-games$/);
  const row = page.getByRole('listitem').filter({ hasText: 'كلاسيكيات السينما المصرية' });
  await expect(row).toContainText('مكتملة');
  await expect(row).toContainText('النتيجة: 4/8');
  await expect(row).toContainText(/\d\d\/\d\d\/\d\d - \d\d:\d\d/);
  await page.getByRole('tab', { name: 'المعاملات' }).click();
  await expect(page.getByText('لا توجد معاملات بعد.')).toBeVisible();
  await page.getByRole('tab', { name: 'الألعاب' }).click();
  await row.getByRole('button', { name: 'إعادة اللعب' }).click();
  await expect(page.getByRole('heading', { name: 'سمِّ الفريقين' })).toBeVisible();
  await page.getByLabel('اسم الفريق الأول').fill('النجوم');
  await page.getByLabel('اسم الفريق الثاني').fill('الأقمار');
  await page.getByRole('button', { name: 'ابدأ اللعبة' }).click();
  await expect(page.getByText('أعطِ الهاتف لممثل فريق النجوم')).toBeVisible();
  await page.getByRole('button', { name: 'قائمة الحساب' }).click();
  await expect(page.getByRole('menu')).toContainText('لا توجد ألعاب متبقية');
  await context.close();
});

test('shared mode in English: the TV never shows the title, the phone does; a spectator follows', async ({ browser }) => {
  const tvContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tv = await tvContext.newPage();
  await tv.goto('/en');
  await signUp(tv, 'en');
  await tv.getByRole('button', { name: 'Start Playing' }).click();
  await tv.getByRole('button', { name: 'Hollywood Blockbusters' }).click();
  await tv.getByLabel('Team A name').fill('Red');
  await tv.getByLabel('Team B name').fill('Blue');
  await tv.getByLabel(/Shared Screen Mode/).check();
  await tv.getByRole('button', { name: 'Start game' }).click();
  // The team's name is isolated for direction (U+2068…U+2069), as every name on the stage.
  await expect(tv.getByText('\u2068Red\u2069: the actor scans this code to see the title', { exact: true })).toBeVisible();
  const qr = tv.getByRole('img', { name: 'QR code linking to the title for the actor' });
  await expect(qr).toBeVisible();

  // The game itself is not readable without the owner's session.
  const gameId = new URL(tv.url()).searchParams.get('game');
  expect(await tv.evaluate(async (id) => (await fetch(`/api/games/${id}`)).status, gameId)).toBe(401);

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const phone = await phoneContext.newPage();
  // The QR code's link, as the phone's camera would read it.
  const code = await tv.evaluate(() => {
    const svg = document.querySelector('svg[role="img"]');
    return svg?.closest('div')?.getAttribute('data-reveal-url');
  });
  expect(code).toMatch(/\/reveal\//);
  const link = new URL(code!);
  await phone.goto(link.pathname + link.search);
  await expect(phone.getByRole('heading', { name: 'Your film' })).toBeVisible();
  const title = (await phone.locator('p.text-4xl').innerText()).trim();
  expect(title.length).toBeGreaterThan(0);
  await expect(tv.getByText(title, { exact: true })).toHaveCount(0);

  const spectatorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const spectator = await spectatorContext.newPage();
  const shareId = await tv.evaluate(() => document.querySelector('[data-share-id]')?.getAttribute('data-share-id'));
  await spectator.goto(`/en/share/${shareId}`);
  await expect(spectator.getByText('Turn: Red')).toBeVisible();

  await tv.getByRole('button', { name: 'Start', exact: true }).click();
  // All three draw the same deadline: once running, their clocks agree to the second (a
  // read may straddle a tick, so allow one second and retry).
  const toSeconds = (c: string) => Number(c.split(':')[0]) * 60 + Number(c.split(':')[1]);
  await expect
    .poll(async () => {
      const clocks = await Promise.all([tv, phone, spectator].map((p) => p.getByRole('timer').innerText()));
      const seconds = clocks.map(toSeconds);
      return seconds.every((s) => s < 90) && Math.max(...seconds) - Math.min(...seconds) <= 1;
    })
    .toBe(true);

  // Reload the phone and the TV mid-turn: both come back to the same turn.
  await phone.reload();
  await expect(phone.getByText(title, { exact: true })).toBeVisible();
  await tv.reload();
  await expect(tv.getByRole('timer')).toBeVisible();

  await tv.getByRole('button', { name: 'Correct', exact: true }).click();
  await expect(tv.getByText('The movie was')).toBeVisible();
  await expect(tv.getByText(title, { exact: true })).toBeVisible();
  await expect(phone.getByText('This turn is over. Scan the new code on the TV for the next one.')).toBeVisible();
  await expect(spectator.getByText('Turn: Blue')).toBeVisible();
  await expect(spectator.getByLabel('Red: 1 point')).toBeVisible();
  await expect(spectator.getByText(title, { exact: true })).toHaveCount(0);

  await tvContext.close();
  await phoneContext.close();
  await spectatorContext.close();
});

test('closing the game and coming back later: continue from past games', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  let page = await context.newPage();
  await page.goto('/en');
  await signUp(page, 'en');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await page.getByRole('button', { name: 'Animated Hits' }).click();
  await page.getByLabel('Team A name').fill('Owls');
  await page.getByLabel('Team B name').fill('Foxes');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: 'Reveal' }).click();
  const title = (await page.locator('p.text-3xl').innerText()).trim();
  await page.close();

  page = await context.newPage();
  await page.goto('/en/past-games');
  const row = page.getByRole('listitem').filter({ hasText: 'Animated Hits' });
  await expect(row).toContainText('In progress');
  await expect(row).not.toContainText('Score');
  await row.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en\/play\?game=/);
  await expect(page.getByText(title, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ready' }).click();
  await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();
  await context.close();
});

test('the demo reveal page shows a title after a second, or says the session is invalid', async ({ page }) => {
  await page.goto('/en/demo-reveal/any-id');
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByText('The Lion King', { exact: true })).toBeVisible();
  await page.goto('/demo-reveal');
  await expect(page.getByRole('alert')).toHaveText('جلسة اللعب غير صالحة');
});
