// Pairing a TV without signing in on it (issue 16): /tv at 1920x1080 in Arabic and English, a
// phone (390x844) pairing it by typing the code in Show on TV and, in another run, by opening
// the QR code's address; then the TV shows the game the phone starts, the phone the controls.
// Screenshots go to test-results/screens/.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { uniqueEmail } from './helpers/outbox';
import { signUpAndOpen, submitSignUp } from './helpers/sign-up';
import { expectNoSeriousAxeViolations, expectNoSidewaysOverflow } from './helpers/axe';

const CODE = /^[2-9A-HJKMNP-Z]{6}$/;
const SCREENS = 'test-results/screens';

async function tvPage(browser: Browser, path: '/tv' | '/en/tv'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const tv = await context.newPage();
  await tv.goto(path);
  await expect(tv.locator('[data-tv-code]')).toHaveText(CODE);
  return tv;
}

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

for (const lang of ['ar', 'en'] as const) {
  test(`/tv in ${lang} at 1920x1080 shows a code, a QR code and one sentence, in 10-foot sizes`, async ({ browser }) => {
    const tv = await tvPage(browser, lang === 'ar' ? '/tv' : '/en/tv');
    await expect(tv.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    const code = (await tv.locator('[data-tv-code]').innerText()).trim();
    expect(code).not.toMatch(/[01OI]/);
    const codeSize = await tv.locator('[data-tv-code]').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(codeSize).toBeGreaterThanOrEqual(120);
    const qr = tv.getByRole('img', { name: lang === 'ar' ? 'رمز QR يربط هذا التلفاز بهاتفك' : 'QR code that links this TV to your phone' });
    expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual(320);
    const qrUrl = await tv.locator('[data-tv-link-url]').getAttribute('data-tv-link-url');
    expect(qrUrl).toMatch(new RegExp(`${lang === 'en' ? '/en' : ''}/tv/link\\?code=${code}$`));
    // No header chrome on the TV.
    await expect(tv.locator('header')).toHaveCount(0);
    await expectNoSeriousAxeViolations(tv, `/tv ${lang}`);
    await expectNoSidewaysOverflow(tv, `/tv ${lang}`);
    await tv.screenshot({ path: `${SCREENS}/tv-code-${lang}.png` });
    await tv.context().close();
  });
}

test('a phone pairs the TV by typing its code in Show on TV; the TV shows the game the phone starts (en)', async ({ browser }) => {
  const tv = await tvPage(browser, '/en/tv');
  const code = (await tv.locator('[data-tv-code]').innerText()).trim();

  const phone = await phonePage(browser);
  await signUpAndOpen(phone, '/en', uniqueEmail('e2e-tv'));
  // Start Playing waits for the new profile (its balance); a click before it lands does nothing.
  await expect(async () => {
    await phone.getByRole('button', { name: 'Start Playing' }).click();
    await expect(phone).toHaveURL(/\/en\/play$/, { timeout: 2000 });
  }).toPass();
  await phone.getByRole('button', { name: 'Show on TV' }).click();
  const dialog = phone.getByRole('dialog', { name: 'Show the game on a TV' });
  // A wrong code first: a clear error, nothing linked.
  await dialog.getByLabel('Code on the TV').fill('zzzzzz');
  await dialog.getByRole('button', { name: 'Link TV' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('That TV code is not valid or has expired. Check the code on the TV.');
  await expectNoSeriousAxeViolations(phone, 'Show on TV dialog');
  await dialog.getByLabel('Code on the TV').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Link TV' }).click();
  await expect(dialog.getByRole('switch', { name: 'TV sound' })).toBeChecked();
  await expectNoSeriousAxeViolations(phone, 'Show on TV dialog, linked');
  await phone.screenshot({ path: `${SCREENS}/phone-show-on-tv-linked-en.png` });
  await phone.keyboard.press('Escape');

  await expect(tv.getByText('Start a game on your phone')).toBeVisible();
  await tv.screenshot({ path: `${SCREENS}/tv-waiting-en.png` });

  await phone.getByRole('button', { name: 'Hollywood Blockbusters' }).click();
  await phone.getByLabel('Team A name').fill('Red');
  await phone.getByLabel('Team B name').fill('Blue');
  await phone.getByRole('button', { name: 'Start game' }).click();
  // The TV shows the actor's QR code; the phone is the controller, without one.
  await expect(tv.getByRole('img', { name: 'QR code linking to the title for the actor' })).toBeVisible();
  // The team's name on the stage's scoreboard (the room panel names it too).
  await expect(tv.locator('[data-stage-team-name]', { hasText: 'Red' })).toBeVisible();
  await expect(phone.locator('[data-tv-controller]')).toBeVisible();
  await expect(phone.getByRole('img', { name: 'QR code linking to the title for the actor' })).toHaveCount(0);
  await tv.screenshot({ path: `${SCREENS}/tv-game-instruction-en.png` });
  await phone.screenshot({ path: `${SCREENS}/phone-controller-en.png` });
  await expectNoSeriousAxeViolations(tv, '/tv with a game');

  await phone.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(tv.getByRole('timer')).toBeVisible();
  await phone.getByRole('button', { name: 'Correct', exact: true }).click();
  await expect(tv.getByText(/The movie was/)).toBeVisible();
  await expect(phone.getByRole('button', { name: /Next: Blue/ })).toBeVisible();
  await tv.screenshot({ path: `${SCREENS}/tv-turn-result-en.png` });
  await phone.screenshot({ path: `${SCREENS}/phone-controller-next-en.png` });

  // The TV's connection drops (the Wi-Fi, a server restart): it says so, from the sofa, until
  // it is back, keeping the picture it had (issue 30 §6).
  await tv.context().setOffline(true);
  await expect(tv.locator('[data-tv-reconnecting]')).toHaveText('Reconnecting…');
  // Above the stage, which fills the screen.
  await expect(tv.locator('[data-tv-reconnecting]')).toBeVisible();
  expect(
    await tv.locator('[data-tv-reconnecting]').evaluate((el) => {
      const r = el.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === el;
    }),
  ).toBe(true);
  await expect(tv.getByText(/The movie was/)).toBeVisible();
  await tv.screenshot({ path: `${SCREENS}/tv-reconnecting-en.png` });
  await tv.context().setOffline(false);
  await expect(tv.locator('[data-tv-reconnecting]')).toHaveCount(0);
  await expect(tv.getByText(/The movie was/)).toBeVisible();

  // Sound off from the phone, by keyboard: the TV is told.
  await phone.getByRole('button', { name: 'Show on TV' }).focus();
  await phone.keyboard.press('Enter');
  await phone.getByRole('switch', { name: 'TV sound' }).focus();
  await phone.keyboard.press('Space');
  await expect(tv.locator('[data-tv-muted]')).toHaveAttribute('data-tv-muted', 'true');
  // Unlink: the TV shows a new code.
  await phone.getByRole('button', { name: 'Unlink TV' }).click();
  await expect(tv.locator('[data-tv-code]')).toHaveText(CODE);
  expect((await tv.locator('[data-tv-code]').innerText()).trim()).not.toBe(code);
  await tv.context().close();
  await phone.context().close();
});

test('a phone pairs the TV through its QR code address, signing in there first (ar)', async ({ browser }) => {
  const tv = await tvPage(browser, '/tv');
  const qrUrl = (await tv.locator('[data-tv-link-url]').getAttribute('data-tv-link-url'))!;

  const phone = await phonePage(browser);
  await phone.goto(qrUrl);
  const main = phone.locator('main');
  await expect(phone.getByRole('heading', { name: 'هل تريد عرض لعبتي على هذا التلفاز؟' })).toBeVisible();
  await main.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(await submitSignUp(phone, uniqueEmail('e2e-tv-qr'), 'ar')).toBeHidden();
  await expect(main.getByRole('button', { name: 'اربط التلفاز' })).toBeVisible();
  await expectNoSeriousAxeViolations(phone, '/tv/link ar');
  await phone.screenshot({ path: `${SCREENS}/phone-link-question-ar.png` });
  // Keyboard: Tab to Link and press Enter.
  await main.getByRole('button', { name: 'اربط التلفاز' }).focus();
  await phone.keyboard.press('Enter');
  await expect(main.getByRole('status')).toHaveText('تم ربط التلفاز. سيعرض ألعابك حتى تلغي الربط أو تسجّل الخروج.');
  await expect(tv.getByText('ابدأ لعبة على هاتفك')).toBeVisible();
  await expectNoSeriousAxeViolations(tv, '/tv waiting ar');
  await tv.screenshot({ path: `${SCREENS}/tv-waiting-ar.png` });

  // The TV keeps its link over a reload.
  await tv.reload();
  await expect(tv.getByText('ابدأ لعبة على هاتفك')).toBeVisible();

  await main.getByRole('link', { name: 'انتقل إلى اللعبة' }).click();
  await phone.getByRole('button', { name: 'كلاسيكيات السينما المصرية' }).click();
  await phone.getByLabel('اسم الفريق الأول').fill('الصقور');
  await phone.getByLabel('اسم الفريق الثاني').fill('النجوم');
  // With a TV linked, setup asks where to play: the TV, unless the player clears it (issue 30
  // §6: a linked TV no longer captures every game).
  const onTv = phone.getByRole('checkbox', { name: /وضع الشاشة المشتركة/ });
  await expect(onTv).toBeChecked();
  await expect(phone.getByText('يعرض تلفازك المرتبط اللعبة.', { exact: false })).toBeVisible();
  await onTv.uncheck();
  await phone.getByRole('button', { name: 'ابدأ اللعبة' }).click();
  // A game on the phone: the TV says so, in words, and shows nothing of it.
  await expect(phone.getByRole('button', { name: 'اكشف العنوان' })).toBeVisible();
  await expect(tv.getByRole('heading', { name: 'هذه اللعبة على الهاتف' })).toBeVisible();
  await expect(tv.getByText('فعّل وضع الشاشة المشتركة على الهاتف لعرضها هنا')).toBeVisible();
  await expect(tv.locator('[data-reveal-url]')).toHaveCount(0);
  await expectNoSeriousAxeViolations(tv, '/tv on the phone ar');
  await tv.screenshot({ path: `${SCREENS}/tv-on-phone-ar.png` });
  // The switch works both ways during the game: on, the TV shows it; off, it is the phone's again.
  const modeSwitch = phone.getByRole('switch', { name: 'وضع الشاشة المشتركة' });
  await modeSwitch.click();
  await expect(modeSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(tv.locator('[data-reveal-url]')).toBeVisible();
  await modeSwitch.click();
  await expect(tv.getByRole('heading', { name: 'هذه اللعبة على الهاتف' })).toBeVisible();
  await expect(tv.locator('[data-reveal-url]')).toHaveCount(0);
  await modeSwitch.click();
  await expect(tv.locator('[data-reveal-url]')).toBeVisible();
  await expect(tv.locator('[data-stage-team-name]', { hasText: 'الصقور' })).toBeVisible();
  await expect(phone.locator('[data-tv-controller]')).toBeVisible();
  await tv.screenshot({ path: `${SCREENS}/tv-game-instruction-ar.png` });
  await phone.screenshot({ path: `${SCREENS}/phone-controller-ar.png` });
  await tv.context().close();
  await phone.context().close();
});
