// A new visitor's first minutes, in a real Chromium: Arabic first, English on request, and
// every account path (sign up, sign out, sign in, forgot password) through the UI.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { linkFromMail, uniqueEmail } from './helpers/outbox';
import { submitSignUp } from './helpers/sign-up';
import type { Language } from '../../shared/src/languages.ts';

async function expectDocument(page: Page, lang: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

test('the landing page is Arabic and right-to-left by default, English on request', async ({ page }) => {
  await page.goto('/');
  await expectDocument(page, 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تمثيل: مثّلها بدون كلام!');
  await expect(page.getByRole('button', { name: 'ابدأ اللعب' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expectDocument(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Charades: act it out!');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

  // The stored preference brings a returning visitor at the home page to English.
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expectDocument(page, 'en');

  await page.getByRole('button', { name: 'التبديل إلى العربية' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expectDocument(page, 'ar');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');

  // ?lng= also switches, and is remembered.
  await page.goto('/?lng=en');
  await expect(page).toHaveURL(/\/en$/);
  await expectDocument(page, 'en');
  await page.goto('/en/play?lng=ar');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/play$/);
  await expectDocument(page, 'ar');
});

test('how to play explains every section, and the dialog traps focus and closes with Escape', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('button', { name: 'How to Play' }).click();
  const dialog = page.getByRole('dialog', { name: 'How to Play' });
  await expect(dialog).toBeVisible();
  for (const section of ['Game setup', 'The four rounds', 'Objective', 'Correct', 'Incorrect', 'Shared Screen Mode']) {
    await expect(dialog.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(dialog).toContainText('90 seconds');
  await expect(dialog).toContainText('30 seconds');
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('sign up, sign out, sign in and reset a forgotten password, in Arabic', async ({ page }) => {
  const email = uniqueEmail('e2e');
  await page.goto('/');

  // Signed out, start playing opens the sign-in dialog.
  await page.getByRole('button', { name: 'ابدأ اللعب' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'إنشاء حساب' }).click();

  // Client-side rules with the spec's messages.
  await dialog.getByRole('button', { name: 'إنشاء حساب' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('يرجى تعبئة جميع الحقول المطلوبة.');
  await dialog.getByLabel('البريد الإلكتروني').fill(email);
  await dialog.getByLabel('كلمة المرور', { exact: true }).fill('first-pass');
  await dialog.getByLabel('تأكيد كلمة المرور').fill('other-pass');
  await dialog.getByRole('button', { name: 'إنشاء حساب' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('كلمتا المرور غير متطابقتين. حاول مرة أخرى.');
  await dialog.getByLabel('كلمة المرور', { exact: true }).fill('12345');
  await dialog.getByLabel('تأكيد كلمة المرور').fill('12345');
  await dialog.getByRole('button', { name: 'إنشاء حساب' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('يجب أن تتكون كلمة المرور من 6 أحرف على الأقل.');

  await dialog.getByLabel('كلمة المرور', { exact: true }).fill('first-pass');
  await dialog.getByLabel('تأكيد كلمة المرور').fill('first-pass');
  await dialog.getByRole('button', { name: 'إنشاء حساب' }).click();
  await expect(dialog).toBeHidden();
  // Signed up from Start Playing, the player carries on into the game; back home for the rest.
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/play$/);
  await page.goto('/');

  // Signed in: the menu shows the e-mail and the welcome token.
  const menu = page.getByRole('button', { name: 'قائمة الحساب' });
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('1');
  // A reload keeps the session (refresh cookie).
  await page.reload();
  await menu.click();
  await expect(page.getByRole('menu')).toContainText(email);
  await expect(page.getByRole('menu')).toContainText('لعبة واحدة متبقية');

  // Sign out.
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();

  // Sign in: a wrong password first.
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await dialog.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('يرجى إدخال البريد الإلكتروني وكلمة المرور.');
  await dialog.getByLabel('البريد الإلكتروني').fill(email);
  await dialog.getByLabel('كلمة المرور', { exact: true }).fill('wrong-pass');
  await dialog.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة. حاول مرة أخرى.');
  await dialog.getByLabel('كلمة المرور', { exact: true }).fill('first-pass');
  await dialog.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(dialog).toBeHidden();
  await expect(menu).toBeVisible();
  await menu.click();
  await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
  await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();

  // Forgot password → e-mail → /reset-password → new password → sign in with it.
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await dialog.getByRole('button', { name: 'نسيت كلمة المرور؟' }).click();
  await dialog.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('يرجى إدخال بريدك الإلكتروني لإعادة تعيين كلمة المرور.');
  await dialog.getByLabel('البريد الإلكتروني').fill(email);
  await dialog.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }).click();
  await expect(dialog.getByRole('status')).toContainText('رابط إعادة التعيين في طريقه إليك');
  await page.keyboard.press('Escape');

  const link = await linkFromMail(email);
  expect(link).toMatch(/\/reset-password\?token=/);
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expectDocument(page, 'ar');
  await expect(page.getByRole('heading', { name: 'تعيين كلمة مرور جديدة' })).toBeVisible();
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('second-pass');
  await page.getByLabel('تأكيد كلمة المرور الجديدة').fill('second-pass');
  await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('البريد الإلكتروني').fill(email);
  await dialog.getByLabel('كلمة المرور', { exact: true }).fill('first-pass');
  await dialog.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة. حاول مرة أخرى.');
  await dialog.getByLabel('كلمة المرور', { exact: true }).fill('second-pass');
  await dialog.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(dialog).toBeHidden();
  await expect(menu).toBeVisible();

  // The same reset link cannot be used twice.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('third-pass');
  await page.getByLabel('تأكيد كلمة المرور الجديدة').fill('third-pass');
  await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
  await expect(page.getByRole('alert').first()).toHaveText('رابط إعادة التعيين غير صالح أو تم استخدامه من قبل.');
});

test('sign up and in in English, with the English error texts', async ({ page }) => {
  const email = uniqueEmail('e2e-en');
  await page.goto('/en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const dialog = await submitSignUp(page, email);
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('1 game left');
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();

  // Signing up again with the same e-mail says so.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await submitSignUp(page, email.toUpperCase());
  await expect(dialog.getByRole('alert')).toHaveText('An account with this email already exists.');
});

test('start playing with a balance goes to /play; the not-found page offers the way home', async ({ page }) => {
  const email = uniqueEmail('e2e-play');
  await page.goto('/en');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await expect(await submitSignUp(page, email)).toBeHidden();
  // Signed up from Start Playing: it carries on, with the welcome game, into /play.
  await expect(page).toHaveURL(/\/en\/play$/);
  await page.goto('/en');
  await page.getByRole('button', { name: 'Start Playing' }).click();
  await expect(page).toHaveURL(/\/en\/play$/);

  await page.goto('/no-such-page');
  await expectDocument(page, 'ar');
  await expect(page.getByRole('heading', { name: 'عذراً! الصفحة غير موجودة' })).toBeVisible();
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('admin paths send visitors who are not admins home', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await page.goto('/admin/users');
  await expect(page).not.toHaveURL(/admin/);
});
