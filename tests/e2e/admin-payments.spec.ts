// The admin's Payments page in Chromium against the real server (issue 17 §1): a player buys
// 5 games in Arabic through the sandbox gateway (the app's own MyFatoorah), the admin finds the
// payment by e-mail, opens its detail with the keyboard, refunds part of it (the sandbox answers
// MakeRefund), and sees Partly refunded; the player sees it under Past games → Transactions in
// Arabic. Both screen sizes, axe on every view.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN_SKIP_REASON, adminNeedsPostgres, signInAsNewAdmin } from './helpers/admin';
import { uniqueEmail } from './helpers/outbox';
import { submitSignUp } from './helpers/sign-up';
import { expectNoSeriousAxeViolations, expectNoSidewaysOverflow } from './helpers/axe';
import { sql } from './helpers/database';
import { SUCCEEDING_CARD } from '../../server/src/lib/myfatoorah/sandbox/pay-page';

test.skip(adminNeedsPostgres, ADMIN_SKIP_REASON);

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** A new Arabic player buys 5 games (2.000 KWD) with the sandbox's succeeding test card (or
 *  tries to, with its declining one: the thank-you page then says the card was declined). */
async function buyFiveGamesInArabic(page: Page, card: 'بطاقة تنجح' | 'بطاقة تُرفض' = 'بطاقة تنجح'): Promise<string> {
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
  const number = await page.locator('dt', { hasText: card }).locator('xpath=following-sibling::dd[1]').innerText();
  await page.getByLabel('رقم البطاقة').fill(number.replace(/\s/g, ''));
  await page.getByRole('button', { name: /^ادفع/ }).click();
  await expect(page.getByText(card === 'بطاقة تنجح' ? 'تم الدفع بنجاح!' : 'رُفضت البطاقة')).toBeVisible();
  return email;
}

test('a declined card is in the payment’s timeline, found by the PaymentId the customer reads out (laptop and phone)', async ({
  page,
  browser,
}) => {
  const player = await (await browser.newContext({ viewport: PHONE })).newPage();
  await buyFiveGamesInArabic(player, 'بطاقة تُرفض');
  const declined = new URL(player.url()).searchParams.get('paymentId')!;
  expect(declined).toBeTruthy();

  await page.setViewportSize(LAPTOP);
  await signInAsNewAdmin(page, '/admin/payments');
  await page.getByRole('searchbox', { name: 'Search by e-mail, invoice, payment or transaction ID' }).fill(declined);
  const row = page.getByRole('row').filter({ hasText: '2.000 KWD' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  await page.getByLabel('Card attempts').selectOption('false');
  await expect(page.getByText('No payments found')).toBeVisible();
  await page.getByLabel('Card attempts').selectOption('true');
  await expect(row).toHaveCount(1);
  // A date preset fills From and To with Kuwait days: today's payment is in the last 7 days.
  await page.getByRole('group', { name: 'Quick dates' }).getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}|to=\d{4}-\d{2}-\d{2}.*from=/);
  await expect(row).toHaveCount(1);
  // The list as CSV, with the same filters (issue 32 §3).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('payments.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\n')[0]).toContain('Created (Kuwait),Paid (Kuwait),Buyer,Status');
  expect(csv.trim().split('\n')).toHaveLength(2);
  expect(csv).toContain(',Pending,2.000,');
  await row.getByRole('button', { name: /^Details of the payment of 2\.000 KWD/ }).click();
  const detail = page.getByRole('dialog', { name: 'Payment details' });
  const attempt = detail.locator(`[data-attempt="${declined}"]`);
  await expect(attempt).toContainText('Declined');
  await expect(attempt).toContainText('MF002');
  await expect(attempt).toContainText(/•••• \d{4}/);
  await expectNoSeriousAxeViolations(page, 'payment attempts, laptop');
  await page.screenshot({ path: 'test-results/screens/admin-payment-attempts-laptop.png' });
  await page.setViewportSize(PHONE);
  await expectNoSeriousAxeViolations(page, 'payment attempts, phone');
  await page.screenshot({ path: 'test-results/screens/admin-payment-attempts-phone.png' });
  await player.context().close();
});

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
    // The button says what the field holds, as staff type it (Arabic-Indic digits, ٫), or no amount.
    await amount.fill('١٫٥');
    await expect(refund.getByRole('button', { name: 'Refund 1.500 KWD' })).toBeVisible();
    await amount.fill('');
    await expect(refund.getByRole('button', { name: 'Refund', exact: true })).toBeVisible();
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

// Issue 30 §4: a refund whose MakeRefund answer never came stays "requested"; Check now asks
// the gateway, and a person records what the portal says, with a reason.
test('a refund the gateway never answered about: Check now, then the portal’s answer recorded by hand', async ({ page, browser }) => {
  // A card purchase through the API and the sandbox's card page (the UI flow is the test above).
  const buyerContext = await browser.newContext();
  const email = uniqueEmail('e2e-unsettled');
  let paymentId: string;
  try {
    const api = buyerContext.request;
    expect((await api.post('/api/auth/signup', { data: { email, password: 'secret-1', confirmPassword: 'secret-1' } })).status()).toBe(200);
    const token = (await (await api.post('/api/auth/refresh')).json()).accessToken as string;
    const headers = { authorization: `Bearer ${token}` };
    const created = await (await api.post('/api/payments', { data: { packageId: 'pkg-5', language: 'en' }, headers })).json();
    paymentId = created.paymentId as string;
    const paid = await api.post(new URL(created.paymentUrl as string).pathname, {
      form: { cardNumber: SUCCEEDING_CARD },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(303);
    const verified = await api.post('/api/payments/verify', {
      data: { reference: created.invoiceId, invoiceId: created.invoiceId },
      headers,
    });
    expect((await verified.json()).status).toBe('Paid');
  } finally {
    await buyerContext.close();
  }
  // What a replica that died mid-MakeRefund leaves: a Pending refund holding its amount, no RefundId.
  await sql(
    `with r as (insert into payment_refunds (payment_id, amount, reason, status, admin_email) values ($1, 1.000, 'Bought by mistake', 'Pending', 'ops@example.com') returning amount)
     update payments set refunded_amount = refunded_amount + (select amount from r) where id = $1`,
    [paymentId],
  );

  await page.setViewportSize(LAPTOP);
  await signInAsNewAdmin(page, '/admin/payments');
  await page.getByRole('searchbox', { name: 'Search by e-mail, invoice, payment or transaction ID' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /^Details of the payment of 2\.000 KWD/ }).click();
  const detail = page.getByRole('dialog', { name: 'Payment details' });
  await expect(detail).toContainText('Requested, no answer yet');
  await expect(detail).toContainText('Check now asks at once');

  // The sandbox lists no such refund: still pending, nothing changes.
  await detail.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText('The refund is still pending at the gateway')).toBeVisible();
  await expect(detail).toContainText('Requested, no answer yet');

  await detail.getByRole('button', { name: "Record the portal's answer" }).click();
  const record = page.getByRole('dialog', { name: "Record the portal's answer" });
  await expect(record).toContainText('1.000 KWD');
  // Both are required: refused in the dialog, nothing sent.
  await record.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(record.getByText('Choose what the portal says')).toBeVisible();
  await expect(record.getByText('Please give a reason')).toBeVisible();
  await record.getByRole('radio', { name: 'Canceled' }).check();
  await record.getByLabel('Reason').fill('The portal lists no refund for this invoice (checked 28/11)');
  await expectNoSeriousAxeViolations(page, 'record refund dialog, laptop');
  await page.screenshot({ path: 'test-results/screens/admin-refund-record-laptop.png' });
  await record.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByText('Recorded: the refund of 1.000 KWD was canceled')).toBeVisible();
  await expect(record).toBeHidden();
  await expect(detail).toContainText('Canceled');
  await expect(detail.getByRole('button', { name: 'Check now' })).toHaveCount(0);
  // The amount is free again: the whole payment can be refunded.
  await detail.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Refund payment' }).getByLabel('Amount (KWD)')).toHaveValue('2.000');
  await page.keyboard.press('Escape');

  await page.setViewportSize(PHONE);
  await expectNoSidewaysOverflow(page, 'payment detail with a canceled refund, phone');
  await expectNoSeriousAxeViolations(page, 'payment detail with a canceled refund, phone');
  await page.screenshot({ path: 'test-results/screens/admin-refund-canceled-phone.png' });
});

test('the payments table sorts by Amount and Status, kept in the URL, and the CSV follows (1280x800 and 390x844, axe)', async ({
  page,
}) => {
  // One account's payments, made straight in the database: newest first they are 2, 5, then 1 KWD.
  const email = `e2e-paysort-${Date.now().toString(36)}@example.com`;
  const user = await sql(`insert into users (email, password_hash) values ($1, 'x') returning id`, [email]);
  await sql(`insert into profiles (id, email) values ($1, $2)`, [user.rows[0].id, email]);
  for (const [amount, status, hoursAgo] of [
    ['1.000', 'Paid', 3],
    ['5.000', 'Failed', 2],
    ['2.000', 'Pending', 1],
  ] as const) {
    await sql(
      `insert into payments (user_id, amount, tokens, payment_gateway, status, invoice_id, created_at)
       values ($1, $2, 1, 'myfatoorah', $3, $4, now() - make_interval(hours => $5))`,
      [user.rows[0].id, amount, status, `e2e-sort-${amount}-${Date.now()}`, hoursAgo],
    );
  }
  await page.setViewportSize(LAPTOP);
  await signInAsNewAdmin(page, `/admin/payments?search=${encodeURIComponent(email)}`);
  const table = page.getByRole('table', { name: 'Payments' });
  const header = (name: string) => table.getByRole('columnheader', { name });
  const amounts = async () =>
    (await table.getByRole('row').filter({ hasText: email }).allInnerTexts()).map((r) => /(\d+\.\d{3}) KWD/.exec(r)?.[1]);
  await expect(header('Created')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(amounts).toEqual(['2.000', '5.000', '1.000']);
  // Columns that do not sort are plain text.
  await expect(header('Buyer').getByRole('button')).toHaveCount(0);

  await header('Amount').getByRole('button', { name: 'Amount' }).click();
  await expect(page).toHaveURL(/sort=amount/);
  await expect(header('Amount')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(amounts).toEqual(['5.000', '2.000', '1.000']);
  await header('Amount').getByRole('button', { name: 'Amount' }).click();
  await expect(header('Amount')).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(amounts).toEqual(['1.000', '2.000', '5.000']);
  await expectNoSeriousAxeViolations(page, 'payments sorted by amount, laptop');

  // Status in the filter's order (Pending, Paid, …, Failed); the CSV lists the rows the same way.
  await header('Status').getByRole('button', { name: 'Status' }).click();
  await expect(header('Status')).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(amounts).toEqual(['2.000', '1.000', '5.000']);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = (await readFile(await download.path(), 'utf8')).trim().split(/\r?\n/);
  expect(csv.slice(1).map((line) => /,(Pending|Paid|Failed),(\d+\.\d{3}),/.exec(line)?.slice(1))).toEqual([
    ['Pending', '2.000'],
    ['Paid', '1.000'],
    ['Failed', '5.000'],
  ]);

  // A reload on a phone keeps the sort.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(header('Status')).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(amounts).toEqual(['2.000', '1.000', '5.000']);
  await expectNoSidewaysOverflow(page, 'payments sorted, phone');
  await expectNoSeriousAxeViolations(page, 'payments sorted by status, phone');
  await page.screenshot({ path: 'test-results/screens/admin-payments-sorted-phone.png' });
});
