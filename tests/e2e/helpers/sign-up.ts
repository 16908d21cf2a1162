import type { Page } from '@playwright/test';

const LABELS = {
  en: { tab: 'Sign Up', email: 'Email', password: 'Password', confirm: 'Confirm password', submit: 'Sign Up' },
  ar: { tab: 'إنشاء حساب', email: 'البريد الإلكتروني', password: 'كلمة المرور', confirm: 'تأكيد كلمة المرور', submit: 'إنشاء حساب' },
} as const;

/** Fills and sends the Sign Up tab of the (already open) auth dialog. */
export async function submitSignUp(page: Page, email: string, lang: 'ar' | 'en' = 'en', password = 'secret-1') {
  const l = LABELS[lang];
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: l.tab }).click();
  await dialog.getByLabel(l.email).fill(email);
  await dialog.getByLabel(l.password, { exact: true }).fill(password);
  await dialog.getByLabel(l.confirm).fill(password);
  await dialog.getByRole('button', { name: l.submit }).click();
  return dialog;
}
