import type { Page } from '@playwright/test';
import type { Language } from '../../../shared/src/languages.ts';

const LABELS = {
  en: { tab: 'Sign Up', email: 'Email', password: 'Password', confirm: 'Confirm password', submit: 'Sign Up' },
  ar: { tab: 'إنشاء حساب', email: 'البريد الإلكتروني', password: 'كلمة المرور', confirm: 'تأكيد كلمة المرور', submit: 'إنشاء حساب' },
} as const;

/** Fills and sends the Sign Up tab of the (already open) auth dialog. */
export async function submitSignUp(page: Page, email: string, lang: Language = 'en', password = 'secret-1') {
  const l = LABELS[lang];
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: l.tab }).click();
  await dialog.getByLabel(l.email).fill(email);
  await dialog.getByLabel(l.password, { exact: true }).fill(password);
  await dialog.getByLabel(l.confirm).fill(password);
  await dialog.getByRole('button', { name: l.submit }).click();
  return dialog;
}

/**
 * Signs a new account up through the API in `page`'s browser context, as a spec that is not
 * about the sign-up form does: the refresh cookie lands in the context as after the form, and
 * the page's session hint is set, so the next page this context opens is signed in. The
 * forms keep their own specs (language-and-auth, keyboard, new-player). Leaves `page` on a
 * bare API address: open the page the spec needs next.
 */
export async function signUpThroughApi(page: Page, email: string, password = 'secret-1') {
  const res = await page.request.post('/api/auth/signup', { data: { email, password, confirmPassword: password } });
  if (res.status() !== 200) throw new Error(`sign-up of ${email} failed: ${res.status()} ${await res.text()}`);
  // The hint lives in the origin's localStorage (lib/session/session-store.ts): set it from a
  // page of that origin that draws nothing.
  await page.goto('/api/readyz');
  await page.evaluate(() => localStorage.setItem('charades.hasSession', '1'));
}

/** A new account signed up through the API (signUpThroughApi), then `path` opened signed in. */
export async function signUpAndOpen(page: Page, path: string, email: string) {
  await signUpThroughApi(page, email);
  // The page restores the session with one refresh: the test starts from a signed-in page.
  const restored = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'), { timeout: 15_000 });
  await page.goto(path);
  await restored;
}
