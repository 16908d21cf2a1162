// "Share the result" (issue 31 §4) in Chromium, as families use it: the Arabic one-phone game
// downloads the result image where the browser has no share sheet (desktop Chromium), and a
// spectator's phone in English hands it to the share sheet (Web Share with a file, stood in
// for here: the browser's own sheet is outside the page). Both images are 1080x1350 PNGs in
// the game's language; they are kept under test-results/screens/ to be looked at.
import { writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen } from './helpers/sign-up';
import type { Language } from '../../shared/src/languages.ts';

const SCREENS = 'test-results/screens';

const LABELS = {
  ar: {
    start: 'ابدأ اللعب',
    category: 'كلاسيكيات السينما المصرية',
    teamA: 'اسم الفريق الأول',
    teamB: 'اسم الفريق الثاني',
    go: 'ابدأ اللعبة',
    reveal: 'اكشف العنوان',
    ready: 'جاهز',
    timer: 'ابدأ المؤقت',
    correct: 'صحيح',
    incorrect: 'خطأ',
  },
  en: {
    start: 'Start Playing',
    category: 'Hollywood Blockbusters',
    teamA: 'Team A name',
    teamB: 'Team B name',
    go: 'Start game',
    reveal: 'Reveal',
    ready: 'Ready',
    timer: 'Start timer',
    correct: 'Correct',
    incorrect: 'Incorrect',
  },
} as const;

/** Plays a one-phone game to its results, one turn per letter of `results` ('C' correct, 'I'
 *  incorrect; team A acts first); the game's share id. */
async function playOnePhoneGame(page: Page, lang: Language, teams: [string, string], results: string): Promise<string> {
  const l = LABELS[lang];
  await page.getByRole('button', { name: l.start }).click();
  await page.getByRole('button', { name: l.category }).click();
  await page.getByLabel(l.teamA).fill(teams[0]);
  await page.getByLabel(l.teamB).fill(teams[1]);
  await page.getByRole('button', { name: l.go }).click();
  const shareId = await page.locator('[data-share-id]').getAttribute('data-share-id');
  for (const result of results) {
    await page.getByRole('button', { name: l.reveal }).click();
    await page.getByRole('button', { name: l.ready }).click();
    await page.getByRole('button', { name: l.timer }).click();
    await page.getByRole('button', { name: result === 'C' ? l.correct : l.incorrect, exact: true }).click();
  }
  return shareId!;
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the Arabic one-phone game downloads its result image where there is no share sheet', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto('/');
  await signUpAndOpen(page, page.url(), uniqueEmail('e2e-share-ar'));
  // The longest team names the setup allows (40 letters).
  const teams: [string, string] = ['فريق العائلة الكبيرة من مدينة الكويت ١٢', 'الصقور'];
  // A: correct, correct, incorrect, incorrect; B: only its last turn.
  const shareId = await playOnePhoneGame(page, 'ar', teams, 'CICIIICC');
  await expect(page.getByRole('heading', { name: `فاز ${teams[0]}!` })).toBeVisible();

  const share = page.getByRole('button', { name: 'شارك النتيجة' });
  await expect(share).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/share-result-ar-390.png`, fullPage: true });
  const [download] = await Promise.all([page.waitForEvent('download'), share.click()]);
  expect(download.suggestedFilename()).toBe('charades-result.png');
  const bytes = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(pngSize(bytes)).toEqual({ width: 1080, height: 1350 });
  await writeFile(`${SCREENS}/share-image-ar.png`, bytes);
  await expect(page.getByRole('status').filter({ hasText: 'حُفظت الصورة في التنزيلات.' })).toBeVisible();
  // The image is the game's own: the bytes its link serves, in the game's language.
  const served = await page.request.get(`/api/share/${shareId}/image`);
  expect(served.headers()['content-language']).toBe('ar');
  expect(Buffer.from(await served.body()).equals(bytes)).toBe(true);

  await page.setViewportSize({ width: 844, height: 390 });
  await page.screenshot({ path: `${SCREENS}/share-result-ar-844.png`, fullPage: true });
  await context.close();
});

test("a spectator's phone in English hands the image to the share sheet", async ({ browser }) => {
  const hostContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const host = await hostContext.newPage();
  await host.goto('/en');
  await signUpAndOpen(host, host.url(), uniqueEmail('e2e-share-en'));
  // A: one correct turn of four; B: its last two.
  const shareId = await playOnePhoneGame(host, 'en', ['Red Foxes', 'الصقور'], 'IICIICIC');
  await expect(host.getByRole('heading', { name: 'الصقور wins!' })).toBeVisible();

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // The phone's share sheet: records the files it is given.
  await phoneContext.addInitScript(() => {
    const shared: { name: string; type: string; bytes: number[] }[] = [];
    (window as unknown as { shared: typeof shared }).shared = shared;
    Object.defineProperty(navigator, 'canShare', { value: (data: ShareData) => (data.files?.length ?? 0) > 0 });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        for (const file of data.files ?? [])
          shared.push({ name: file.name, type: file.type, bytes: [...new Uint8Array(await file.arrayBuffer())] });
      },
    });
  });
  const phone = await phoneContext.newPage();
  await phone.goto(`/en/share/${shareId}`);
  await expect(phone.getByRole('heading', { name: 'الصقور wins!' })).toBeVisible();
  await phone.getByRole('button', { name: 'Share the result' }).click();
  await expect.poll(() => phone.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length)).toBe(1);
  const file = await phone.evaluate(() => (window as unknown as { shared: { name: string; type: string; bytes: number[] }[] }).shared[0]!);
  expect(file).toMatchObject({ name: 'charades-result.png', type: 'image/png' });
  const bytes = Buffer.from(file.bytes);
  expect(pngSize(bytes)).toEqual({ width: 1080, height: 1350 });
  await writeFile(`${SCREENS}/share-image-en.png`, bytes);
  // The game was played in English: the image is English whatever the phone's screen says.
  const served = await phone.request.get(`/api/share/${shareId}/image`);
  expect(served.headers()['content-language']).toBe('en');
  expect(Buffer.from(await served.body()).equals(bytes)).toBe(true);
  // Shared, not downloaded: nothing claims a saved file.
  await expect(phone.getByText('The image is saved in your downloads.')).toHaveCount(0);
  await phone.screenshot({ path: `${SCREENS}/share-result-en-390.png`, fullPage: true });
  await hostContext.close();
  await phoneContext.close();
});
