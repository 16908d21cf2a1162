// What staff found at the desk (issue 32 §5), in Chromium against the real server: the payments
// table fits a laptop with its Actions showing and scrolls whole on a phone; a coupon with a
// past expiry is refused on its field, the list shows the per-user limit and "games", and a
// coupon's redemptions lead to the person and the payment; the titles import stays off while
// its check found bad rows; a bulk move offers only its titles' language; rows with a picture
// are marked; an image too large in pixels is refused naming the limit. 1280x800 and 390x844,
// axe on every view.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN_SKIP_REASON, adminNeedsPostgres, signInAsNewAdmin } from './helpers/admin';
import { expectNoSeriousAxeViolations, expectNoSidewaysOverflow } from './helpers/axe';
import { sql } from './helpers/database';
import { uniqueEmail } from './helpers/outbox';
import { signUpThroughApi } from './helpers/sign-up';
import { makePng } from '../integration/helpers/image-files';
import type { Language } from '../../shared/src/languages.ts';

// Decided when each test runs, after the e2e server has written how it stores its data.
test.beforeEach(() => test.skip(adminNeedsPostgres(), ADMIN_SKIP_REASON));

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const unique = (tag: string) => `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** A player account made through the API in a context of its own; its id. */
async function newPlayer(page: Page, tag: string): Promise<{ id: string; email: string }> {
  const context = await page.context().browser()!.newContext();
  const email = uniqueEmail(tag);
  await signUpThroughApi(await context.newPage(), email);
  await context.close();
  const { rows } = await sql('select id from profiles where email = $1', [email]);
  return { id: (rows[0] as { id: string }).id, email };
}

/** Each cell of the table's rows, as drawn: its box and whether its content is wider than it. */
async function cellsOf(region: Locator) {
  return region.evaluate((box) => {
    const r = box.getBoundingClientRect();
    return {
      region: { left: r.left, right: r.right },
      scrollWidth: box.scrollWidth,
      clientWidth: box.clientWidth,
      cells: [...box.querySelectorAll('tbody td, thead th')].map((cell) => {
        const c = cell.getBoundingClientRect();
        return {
          text: (cell.textContent ?? '').trim().slice(0, 30),
          left: c.left,
          right: c.right,
          clipped: cell.scrollWidth > cell.clientWidth + 1,
        };
      }),
    };
  });
}

test('the payments table fits a laptop with its Actions, and on a phone scrolls with no cell cut at its start', async ({ page }) => {
  // The widest row the table draws: a long e-mail, a long coupon code, a test gateway and a
  // part refund, paid a little after it was created.
  const buyer = await newPlayer(page, 'e2e-desk-buyer-with-a-rather-long-address');
  const code = unique('RAMADAN_FAMILY_OFFER_2026_');
  const { rows } = await sql(`insert into coupons (code, type, discount_percentage) values ($1, 'discount', 20) returning id`, [code]);
  const couponId = (rows[0] as { id: string }).id;
  await sql(
    `insert into payments (user_id, amount, list_amount, refunded_amount, tokens, package_id, coupon_id, payment_gateway, status, invoice_id, paid_at)
     values ($1, '1.600', '2.000', '0.500', 5, 'pkg-5', $2, 'sandbox', 'Paid', $3, now() + interval '2 minutes')`,
    [buyer.id, couponId, `inv-${code}`],
  );

  await page.setViewportSize(LAPTOP);
  await signInAsNewAdmin(page, `/admin/payments?search=${encodeURIComponent(buyer.email)}`);
  const row = page.getByRole('row').filter({ hasText: '1.600 KWD' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Partly refunded');
  const region = page.getByRole('region', { name: 'Payments', exact: true });
  // At 1280 px the whole table is in view: nothing to scroll, the Details button on screen.
  const laptop = await cellsOf(region);
  expect(laptop.scrollWidth, 'the payments table scrolls sideways at 1280 px').toBeLessThanOrEqual(laptop.clientWidth);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeInViewport({ ratio: 1 });
  await expect(row.getByRole('button', { name: /^Details of the payment of 1\.600 KWD/ })).toBeInViewport({ ratio: 1 });
  expect(laptop.cells.filter((c) => c.clipped)).toEqual([]);
  await expectNoSidewaysOverflow(page, 'payments, laptop');
  await expectNoSeriousAxeViolations(page, 'payments, laptop');
  await page.screenshot({ path: 'test-results/screens/admin-desk-payments-laptop.png' });

  // On a phone the table scrolls inside its box; scrolled to its start, the first cell starts
  // inside the box, and no cell's content is cut.
  await page.setViewportSize(PHONE);
  await region.evaluate((box) => box.scrollTo({ left: 0 }));
  const phone = await cellsOf(region);
  expect(phone.scrollWidth).toBeGreaterThan(phone.clientWidth);
  for (const cell of phone.cells.slice(0, 1))
    expect(cell.left, `"${cell.text}" starts before its box`).toBeGreaterThanOrEqual(phone.region.left - 0.5);
  expect(phone.cells.filter((c) => c.clipped)).toEqual([]);
  // Scrolled to its end, the Actions are reachable.
  await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth }));
  await expect(row.getByRole('button', { name: /^Details of the payment/ })).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysOverflow(page, 'payments, phone');
  await expectNoSeriousAxeViolations(page, 'payments, phone');
  await page.screenshot({ path: 'test-results/screens/admin-desk-payments-phone.png' });
});

test('a coupon expiring in the past is refused on its field; the list says games and the per-user limit; its redemptions lead to the person and the payment', async ({
  page,
}) => {
  const code = unique('GIFT');
  await page.setViewportSize(LAPTOP);
  await signInAsNewAdmin(page, '/admin/coupons');
  await page.getByRole('button', { name: 'Add Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Coupon' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Type').selectOption('free');
  await dialog.getByLabel('Free games').fill('3');
  await dialog.getByLabel('Per-user limit').fill('2');
  const expiry = dialog.getByLabel('Expiry date');
  await expiry.fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Create Coupon' }).click();
  // The server's refusal, on the field it is about; the dialog stays open with what was typed.
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('The expiry date is in the past')).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'coupon dialog with a past expiry');
  await expiry.fill('2036-12-31');
  await dialog.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search by code' }).fill(code);
  const row = page.getByRole('row').filter({ has: page.getByText(code, { exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Free games');
  await expect(row).toContainText('3 games');
  await expect(row).not.toContainText('tokens');
  // Per user, then the expiry in the admin's one date format.
  const cells = row.getByRole('cell');
  const headers = await page.getByRole('columnheader').allInnerTexts();
  await expect(cells.nth(headers.indexOf('Per user'))).toHaveText('2');
  await expect(cells.nth(headers.findIndex((h) => h.startsWith('Expiry')))).toHaveText('Dec 31, 2036');

  // A player redeemed it (the free payment and its redemption, as the redeem call writes them).
  const player = await newPlayer(page, 'e2e-desk-redeemer');
  const { rows } = await sql(`select id from coupons where code = $1`, [code]);
  const couponId = (rows[0] as { id: string }).id;
  const payment = await sql(
    `insert into payments (user_id, amount, tokens, coupon_id, payment_gateway, status, invoice_id, paid_at)
     values ($1, 0, 3, $2, 'coupon', 'Paid', $3, now()) returning id`,
    [player.id, couponId, `FREE-${code}`],
  );
  const paymentId = (payment.rows[0] as { id: string }).id;
  await sql(`insert into coupon_redemptions (coupon_id, user_id, payment_id, kind) values ($1, $2, $3, 'free_tokens')`, [
    couponId,
    player.id,
    paymentId,
  ]);
  await sql(`update coupons set used_count = 1 where id = $1`, [couponId]);

  for (const viewport of [LAPTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.reload();
    await row.getByRole('button', { name: `Redemptions of coupon ${code}` }).click();
    const redemptions = page.getByRole('dialog', { name: `Redemptions of ${code}` });
    const use = redemptions.getByRole('row').filter({ hasText: player.email });
    await expect(use).toHaveCount(1);
    await expect(use).toContainText(player.id);
    await expect(use).toContainText('Paid');
    await expect(use.getByRole('link', { name: `Open payment ${paymentId}` })).toHaveText(`${paymentId.slice(0, 8)}…`);
    await expect(redemptions).toContainText('Page 1 of 1 (1 in all)');
    await expectNoSeriousAxeViolations(page, `coupon redemptions ${viewport.width}`);
    await expectNoSidewaysOverflow(page, `coupon redemptions ${viewport.width}`);
    await page.screenshot({ path: `test-results/screens/admin-desk-redemptions-${viewport.width}.png` });
    await page.keyboard.press('Escape');
    await expect(redemptions).toBeHidden();
  }

  // The e-mail opens the person; the payment id finds the payment.
  await row.getByRole('button', { name: `Redemptions of coupon ${code}` }).click();
  await page.getByRole('link', { name: `Open the account ${player.email}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${player.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(player.email);
  await page.goBack();
  await row.getByRole('button', { name: `Redemptions of coupon ${code}` }).click();
  await page.getByRole('link', { name: `Open payment ${paymentId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/payments\\?search=${paymentId}`));
  await expect(page.getByRole('row').filter({ hasText: player.email })).toHaveCount(1);
});

test('titles: a picture is marked, a bulk move offers its language only, and Import stays off while rows are bad', async ({ page }) => {
  const s = unique('').toLowerCase();
  const category = async (title: string, language: Language, imageUrl: string | null) =>
    (
      (
        await sql(`insert into categories (title, internal_id, language, image_url) values ($1, $2, $3, $4) returning id`, [
          `${title} ${s}`,
          `e2e-desk-${title.toLowerCase()}-${s}`,
          language,
          imageUrl,
        ])
      ).rows[0] as { id: string }
    ).id;
  // A host IMAGE_HOSTS allows: the category shows on other specs' play pages in this worker, and
  // an image from any other host would be a CSP violation there (security-headers.spec.ts).
  const englishFrom = await category('Films', 'en', 'https://example.com/films.png');
  await category('Shows', 'en', null);
  const arabic = await category('أفلام', 'ar', null);
  await sql(`insert into titles (title, language, category_id, posterurl) values ($1, 'en', $2, $3)`, [
    `Heat ${s}`,
    englishFrom,
    'https://example.com/heat.png',
  ]);
  await sql(`insert into titles (title, language, category_id) values ($1, 'ar', $2)`, [`الرسالة ${s}`, arabic]);

  for (const viewport of [LAPTOP, PHONE]) {
    await page.setViewportSize(viewport);
    if (viewport === LAPTOP) await signInAsNewAdmin(page, `/admin/titles?search=${s}`);
    else await page.goto(`/admin/titles?search=${s}`);
    const table = page.getByRole('table', { name: 'Titles' });
    const heat = table.getByRole('row').filter({ hasText: `Heat ${s}` });
    const message = table.getByRole('row').filter({ hasText: `الرسالة ${s}` });
    await expect(heat.getByRole('img', { name: 'Has a picture' })).toBeVisible();
    await expect(message.getByRole('img', { name: 'Has a picture' })).toHaveCount(0);
    if (viewport === PHONE) {
      // The table scrolls sideways here; scrolled to its start, no cell (the Arabic title's
      // included) is cut, and the first one starts inside the box.
      const region = page.getByRole('region', { name: 'Titles' });
      await region.evaluate((box) => box.scrollTo({ left: 0 }));
      const drawn = await cellsOf(region);
      expect(drawn.scrollWidth).toBeGreaterThan(drawn.clientWidth);
      expect(drawn.cells[0]!.left).toBeGreaterThanOrEqual(drawn.region.left - 0.5);
      expect(drawn.cells.filter((c) => c.clipped)).toEqual([]);
    }

    // Both languages selected: nothing to move them to together.
    await heat.getByRole('checkbox').check();
    await message.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Move to category' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(confirm.getByRole('alert')).toHaveText(
      'The selected titles are in both languages. Select titles of one language to move them.',
    );
    await expect(confirm.getByRole('button', { name: 'Move to category' })).toBeDisabled();
    await expectNoSeriousAxeViolations(page, `bulk move of both languages ${viewport.width}`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // The Arabic title alone: only Arabic categories are offered.
    await heat.getByRole('checkbox').uncheck();
    await page.getByRole('button', { name: 'Move to category' }).click();
    const options = await confirm.getByLabel('Move to').locator('option').allInnerTexts();
    expect(options.some((o) => o.includes(`أفلام ${s}`))).toBe(true);
    expect(options.filter((o) => o.includes(s) && o.endsWith('(en)'))).toEqual([]);
    expect(options.every((o) => o === 'Choose a category' || o.endsWith('(ar)'))).toBe(true);
    await expectNoSeriousAxeViolations(page, `bulk move of an Arabic title ${viewport.width}`);
    await page.screenshot({ path: `test-results/screens/admin-desk-bulk-move-${viewport.width}.png` });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Clear selection' }).click();

    // The categories list marks the one with an image.
    await page.goto(`/admin/categories?search=${s}`);
    const films = page.getByRole('row').filter({ hasText: `Films ${s}` });
    await expect(films.getByRole('img', { name: 'Has a picture' })).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `Shows ${s}` })
        .getByRole('img', { name: 'Has a picture' }),
    ).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, `categories with a picture mark ${viewport.width}`);
  }

  // A check that finds bad rows holds Import off until the text changes.
  await page.goto('/admin/titles');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import CSV' });
  const text = importDialog.getByLabel('Or paste the CSV text');
  await text.fill(`title,language,category,posterurl\nFine ${s},en,no-such-${s},`);
  await importDialog.getByRole('button', { name: 'Check' }).click();
  await expect(importDialog.getByText('1 of 1 rows are not valid. Nothing was imported.')).toBeVisible();
  const importButton = importDialog.getByRole('button', { name: 'Import', exact: true });
  await expect(importButton).toBeDisabled();
  await expect(importButton).toHaveAccessibleDescription(/Import stays off until the check finds every row valid/);
  await expectNoSeriousAxeViolations(page, 'import held off, phone');
  await page.screenshot({ path: 'test-results/screens/admin-desk-import-held-phone.png' });
  await text.fill(`title,language,category,posterurl\nFine ${s},en,e2e-desk-films-${s},`);
  await expect(importButton).toBeEnabled();
  await importDialog.getByRole('button', { name: 'Check' }).click();
  await expect(importDialog.getByText('All 1 rows are valid.')).toBeVisible();
  await expect(importButton).toBeEnabled();
});

test('an image over 8000 px is refused with the pixel limit, which the upload help names with the file size', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsNewAdmin(page, '/admin/categories');
  await page.getByRole('button', { name: 'Add Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Category' });
  await expect(dialog.getByText('PNG, JPEG or WebP, up to 2 MB and 8000 × 8000 pixels.')).toBeVisible();
  await dialog
    .getByLabel('Upload image')
    .setInputFiles({ name: 'panorama.png', mimeType: 'image/png', buffer: makePng(8001, 1, [37, 99, 235], 1) });
  await expect(dialog.getByRole('alert')).toHaveText('The image must be at most 8000 pixels wide and 8000 pixels high');
  await expect(dialog.getByLabel('Image URL (optional)')).toHaveValue('');
  await expectNoSeriousAxeViolations(page, 'image too large in pixels, phone');
  await page.setViewportSize(LAPTOP);
  await expectNoSeriousAxeViolations(page, 'image too large in pixels, laptop');
});
