// The admin's Payments page in Chromium against the real server (issue 17 §1): a player buys
// 5 games in Arabic through the sandbox gateway (the app's own MyFatoorah), the admin finds the
// payment by e-mail, opens its detail with the keyboard, refunds part of it (the sandbox answers
// MakeRefund), and sees Partly refunded; the player sees it under Past games → Transactions in
// Arabic. Both screen sizes, axe on every view.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN_SKIP_REASON, adminNeedsPostgres, signInAsNewAdmin } from './helpers/admin';
import { uniqueEmail } from './helpers/outbox';
import { submitSignUp } from './helpers/sign-up';
import { expectNoSeriousAxeViolations, expectNoSidewaysOverflow } from './helpers/axe';

test.skip(adminNeedsPostgres, ADMIN_SKIP_REASON);

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A new Arabic player buys 5 games (2.000 KWD) with the sandbox's succeeding test card. */
async function buyFiveGamesInArabic(page: Page): Promise<string> {
  const email = uniqueEmail('e2e-refund');
  await page.goto('/');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(await submitSignUp(page, email, 'ar')).toBeHidden();
  await page.getByRole('button', { name: 'قائمة الحساب' }).click();
  await page.getByRole('menuitem', { name: 'شراء ألعاب' }).click();
  const dialog = page.getByRole('dialog', { name: 'شراء ألعاب' });
  await dialog.getByRole('button', { name: '5 ألعاب 2.000 د.ك' }).click();
  await dialog.getByRole('button', { name: 'المتابعة إلى الدفع' }).click();
  await expect(page).toHaveURL(/\/sandbox\/myfatoorah\/pay\//);
  const card = await page.locator('dt', { hasText: 'بطاقة تنجح' }).locator('xpath=following-sibling::dd[1]').innerText();
  await page.getByLabel('رقم البطاقة').fill(card.replace(/\s/g, ''));
  await page.getByRole('button', { name: /^ادفع/ }).click();
  await expect(page.getByText('تم الدفع بنجاح!')).toBeVisible();
  return email;
}

test('an admin finds a purchase by e-mail, refunds part of it, and the player sees it partly refunded in Arabic', async ({
  page,
  browser,
}) => {
  const playerContext = await browser.newContext({ viewport: PHONE });
  const player = await playerContext.newPage();
  try {
    const email = await buyFiveGamesInArabic(player);

    await page.setViewportSize(LAPTOP);
    await signInAsNewAdmin(page, '/admin/payments');
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('searchbox', { name: 'Search by e-mail, invoice, payment or transaction ID' }).fill(email);
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('2.000 KWD');
    await expect(row).toContainText('Sandbox');
    await expect(row).toContainText('Test');
    await expect(row).toContainText('Paid');
    await page.getByLabel('Status').selectOption('Refunded');
    await expect(page.getByText('No payments found')).toBeVisible();
    await page.getByLabel('Status').selectOption('Paid');
    await expect(row).toHaveCount(1);
    await expectNoSeriousAxeViolations(page, 'payments page, laptop');
    await page.screenshot({ path: 'test-results/screens/admin-payments-laptop.png', fullPage: true });

    // The detail opens from the keyboard and shows the gateway's reference fields.
    const details = row.getByRole('button', { name: /^Details of the payment of 2\.000 KWD/ });
    await details.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: 'Payment details' });
    await expect(detail).toBeVisible();
    for (const label of ['InvoiceId', 'InvoiceReference', 'PaymentId', 'TransactionId', 'AuthorizationId']) {
      await expect(detail.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(detail).toContainText('No refunds yet.');
    await expectNoSeriousAxeViolations(page, 'payment detail, laptop');
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(details).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(detail).toBeVisible();

    // Refund 1.000 of 2.000: floor(5 × 1/2) = 2 games back.
    await detail.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = page.getByRole('dialog', { name: 'Refund payment' });
    const amount = refund.getByLabel('Amount (KWD)');
    await expect(amount).toHaveValue('2.000');
    await expect(refund.getByRole('note')).toContainText("5 of the payment's 5");
    await amount.fill('1.000');
    await expect(refund.getByRole('note')).toContainText("2 of the payment's 5");
    // The reason is required: refused in the dialog, nothing sent.
    await refund.getByRole('button', { name: 'Refund 1.000 KWD' }).click();
    await expect(refund.getByText('Please give a reason')).toBeVisible();
    await refund.getByLabel('Reason').fill('The player could not finish a game');
    await expectNoSeriousAxeViolations(page, 'refund dialog, laptop');
    await refund.getByRole('button', { name: 'Refund 1.000 KWD' }).click();
    await expect(page.getByText('Refunded 1.000 KWD')).toBeVisible();
    await expect(refund).toBeHidden();
    await expect(detail).toContainText('Partly refunded');
    await expect(detail).toContainText('1.000 KWD by');
    await expect(detail).toContainText('2 games taken back, 0 already played');
    await expect(detail.getByRole('button', { name: 'Refund', exact: true })).toBeFocused();
    await page.screenshot({ path: 'test-results/screens/admin-payments-refunded-laptop.png' });
    await page.keyboard.press('Escape');
    await page.getByLabel('Status').selectOption('PartlyRefunded');
    await expect(row).toContainText('Partly refunded');

    // The phone: the table scrolls in its own box; the page and the detail pass axe.
    await page.setViewportSize(PHONE);
    await expectNoSidewaysOverflow(page, 'payments page, phone');
    await expectNoSeriousAxeViolations(page, 'payments page, phone');
    await page.screenshot({ path: 'test-results/screens/admin-payments-phone.png', fullPage: true });
    await details.click();
    await expect(detail).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'payment detail, phone');
    await page.screenshot({ path: 'test-results/screens/admin-payments-detail-phone.png' });

    // The player, in Arabic: Past games → Transactions says partly refunded, with the amount.
    await player.goto('/past-games');
    await player.getByRole('tab', { name: 'المعاملات' }).click();
    const purchase = player.getByRole('tabpanel').getByRole('listitem').first();
    await expect(purchase).toContainText('مستردة جزئيًا');
    await expect(purchase.getByTestId('refunded-amount')).toContainText('تم استرداد');
    await expect(purchase.getByTestId('refunded-amount')).toContainText('1.000');
    await expectNoSeriousAxeViolations(player, 'player transactions, phone, Arabic');
    await player.screenshot({ path: 'test-results/screens/player-transactions-refunded-ar.png' });
  } finally {
    await playerContext.close();
  }
});
