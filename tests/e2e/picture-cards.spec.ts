// Picture cards for children who cannot read yet (issue 31 §2): the acting phone shows the
// picture large and the word small, upright (390x844, Arabic) and on its side (844x390,
// English); in a living room the joined phone gets the picture and the TV (1920x1080) shows
// none of the current turn, only the last picture once its turn is over.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen } from './helpers/sign-up';
import { startSharedGame, joinRoom } from './helpers/room';
import { expectNoSeriousAxeViolations } from './helpers/axe';
import { pressStartPlaying } from './helpers/start-playing';

const SCREENS = 'test-results/screens';

test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

async function open(browser: Browser, viewport: { width: number; height: number }, mobile: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
  return context.newPage();
}

/** The picture card on `page`: its picture drawn (loaded, not broken) at least `min` px wide. */
async function expectPictureCard(page: Page, min: number) {
  const picture = page.locator('[data-picture-card] img');
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect((await picture.boundingBox())!.width).toBeGreaterThanOrEqual(min);
  const word = page.locator('[data-picture-card] figcaption');
  await expect(word).not.toBeEmpty();
  return (await word.innerText()).trim();
}

for (const { lang, viewport, category, texts } of [
  {
    lang: 'ar' as const,
    viewport: { width: 390, height: 844 },
    category: 'حيوانات (صور)',
    texts: {
      start: 'ابدأ اللعب',
      teamA: 'اسم الفريق الأول',
      teamB: 'اسم الفريق الثاني',
      go: 'ابدأ اللعبة',
      reveal: 'اكشف العنوان',
      family: 'للعائلة فقط',
      actThis: 'مثّل هذه الصورة',
    },
  },
  {
    lang: 'en' as const,
    viewport: { width: 844, height: 390 },
    category: 'Actions (pictures)',
    texts: {
      start: 'Start Playing',
      teamA: 'Team A name',
      teamB: 'Team B name',
      go: 'Start game',
      reveal: 'Reveal',
      family: 'Family only',
      actThis: 'Act this picture',
    },
  },
]) {
  test(`the acting phone shows the picture large and the word small (${lang}, ${viewport.width}x${viewport.height})`, async ({
    browser,
  }) => {
    const page = await open(browser, viewport, true);
    await signUpAndOpen(page, lang === 'ar' ? '/' : '/en', uniqueEmail(`e2e-pictures-${lang}`));
    await pressStartPlaying(page, texts.start);
    // Family only is on by default; the picture decks are family ones.
    await expect(page.getByRole('switch', { name: texts.family })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: category }).click();
    await page.getByLabel(texts.teamA).fill(lang === 'ar' ? 'الصقور' : 'Red');
    await page.getByLabel(texts.teamB).fill(lang === 'ar' ? 'النجوم' : 'Blue');
    await page.getByRole('button', { name: texts.go }).click();
    await page.getByRole('button', { name: texts.reveal }).click();
    await expect(page.getByText(texts.actThis, { exact: true })).toBeVisible();
    await expectPictureCard(page, viewport.width > viewport.height ? 120 : 220);
    await expectNoSeriousAxeViolations(page, `picture card ${lang}`);
    await page.screenshot({ path: `${SCREENS}/picture-card-${lang}-${viewport.width}x${viewport.height}.png` });
  });
}

test('in a living room the joined phone gets the picture; the TV shows none of the current turn', async ({ browser }) => {
  const tv = await open(browser, { width: 1920, height: 1080 }, false);
  await signUpAndOpen(tv, '/en', uniqueEmail('e2e-pictures-tv'));
  const code = await startSharedGame(tv, 'Jobs (pictures)');

  const phone = await open(browser, { width: 390, height: 844 }, true);
  await joinRoom(phone, code, 'ar', 'سارة', 'Red');
  await expect(phone.getByRole('heading', { name: 'دورك!' })).toBeVisible();
  const word = await expectPictureCard(phone, 220);
  await expect(phone.locator('[data-seat-title]')).toHaveText(word);
  await phone.getByRole('button', { name: 'جاهز' }).click();
  await phone.screenshot({ path: `${SCREENS}/picture-card-seat-ar.png` });
  // While the turn runs, the TV has no picture and no word of it.
  await expect(tv.getByRole('timer').first()).toBeVisible();
  await expect(tv.locator('img[src^="/api/pictures/"]')).toHaveCount(0);
  await expect(tv.getByText(word, { exact: true })).toHaveCount(0);
  await phone.getByRole('button', { name: 'صحيح', exact: true }).click();
  // After the turn: the picture the team acted, on the TV.
  await expect(tv.locator('[data-stage-title]')).toHaveText(word);
  await expect(tv.getByText('The picture was')).toBeVisible();
  await expect(tv.locator('img[src^="/api/pictures/"]')).toHaveCount(1);
  await tv.screenshot({ path: `${SCREENS}/picture-card-tv-after-turn.png` });
});
