// The operator's desk in the browser (issue 17 §2, §3): the dashboard's revenue card and its
// 30-day chart (with the same numbers as a table), and the audit log's filters, paging, CSV
// export and security events, at 1280x800 and 390x844, axe clean.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN_SKIP_REASON, adminNeedsPostgres, signInAsNewAdmin } from './helpers/admin';
import { expectNoSeriousAxeViolations, expectNoSidewaysOverflow } from './helpers/axe';
import { sql } from './helpers/database';

test.beforeEach(() => test.skip(adminNeedsPostgres(), ADMIN_SKIP_REASON));

const VIEWPORTS = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface RevenueAnswer {
  today: { revenue: string };
  last7Days: { revenue: string };
  last30Days: { revenue: string; purchases: number; discounts: string };
  series: { date: string; revenue: string }[];
}

async function openDashboard(page: Page): Promise<RevenueAnswer> {
  const answer = page.waitForResponse((r) => r.url().includes('/api/admin/revenue') && r.ok());
  await page.goto('/admin');
  return (await (await answer).json()) as RevenueAnswer;
}

test('the dashboard shows revenue in KWD and a chart of 30 days, test payments left out', async ({ page }) => {
  await signInAsNewAdmin(page, '/en');
  // A card payment with a coupon, and a test payment, both paid just now (the e2e database is
  // shared with other specs, so the card is checked against the server's own answer).
  await sql(
    `insert into payments (amount, list_amount, tokens, payment_gateway, status, paid_at, coupon_id)
     values ('1.250', '2.500', 5, 'myfatoorah', 'Paid', now(), (select id from coupons limit 1)),
            ('9.000', null, 5, 'sandbox', 'Paid', now(), null)`,
  );
  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    const revenue = await openDashboard(page);
    expect(Number(revenue.today.revenue)).toBeGreaterThanOrEqual(1.25);
    const card = page.getByTestId('revenue-card');
    await expect(card.getByRole('heading', { name: 'Revenue' })).toBeVisible();
    await expect(card.getByRole('definition').first()).toHaveText(`${revenue.today.revenue} KWD`);
    await expect(card).toContainText(`${revenue.last7Days.revenue} KWD`);
    await expect(card).toContainText(`${revenue.last30Days.revenue} KWD`);
    await expect(card).toContainText(`Purchases (30 days)${revenue.last30Days.purchases}`);
    await expect(card).toContainText('Test payments excluded');
    const chart = page.getByRole('img', { name: /^Revenue per day over the last 30 days/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('rect')).toHaveCount(30);
    // The numbers behind the picture, as a table, opened from the keyboard.
    const summary = page.getByText('Show as table');
    await summary.focus();
    await page.keyboard.press('Enter');
    const table = page.getByRole('table', { name: 'Revenue per day, newest first, in KWD' });
    await expect(table.getByRole('row')).toHaveCount(31);
    await expect(table.getByRole('row').nth(1)).toContainText(revenue.series.at(-1)?.revenue ?? 'missing');
    await expectNoSeriousAxeViolations(page, `dashboard ${vp.name}`);
    await expectNoSidewaysOverflow(page, `dashboard ${vp.name}`);
    await page.screenshot({ path: `test-results/screens/admin-revenue-${vp.name}.png`, fullPage: true });
  }
});

test('the audit log filters, pages and exports staff actions; refusals are shown apart', async ({ page }) => {
  const tag = `e2e-audit-${Date.now().toString(36)}`;
  // 60 staff actions of one (old) admin, written as the server writes them, and refusals.
  await sql(
    `insert into audit_log (action, admin_id, admin_email, target_type, target_id, target_label, details, created_at)
     select 'coupon_created', gen_random_uuid(), $1, 'coupon', gen_random_uuid()::text, $2 || '-' || n, jsonb_build_object('n', n),
            now() - make_interval(secs => 60 - n)
     from generate_series(1, 60) as n`,
    [`${tag}@example.com`, tag.toUpperCase()],
  );
  for (let i = 0; i < 5; i++) expect((await page.request.get('/api/admin/stats')).status()).toBe(401);
  await signInAsNewAdmin(page, '/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Security Audit Log' })).toBeVisible();
  for (const header of ['Date & Time', 'Action', 'Admin ID', 'Target User', 'Details'])
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();

  // Filter by admin e-mail: 60 rows, two pages of 50.
  await page.getByLabel('Admin', { exact: true }).fill(tag);
  await page.getByLabel('Action').selectOption('coupon_created');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`action=coupon_created&admin=${tag}`));
  await expect(page.getByText('Page 1 of 2 (60 in all)')).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText(`${tag.toUpperCase()}-60`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2 (60 in all)')).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(11);

  // Narrowed to one target; the export has the same rows.
  await page.getByLabel('Target user').fill(`${tag.toUpperCase()}-7`);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('Page 1 of 1 (1 in all)')).toBeVisible();
  await expect(page).toHaveURL(/action=coupon_created&admin=.+&target=/);
  await expect(page.getByLabel('Action')).toHaveValue('coupon_created');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit-log.csv');
  const lines = readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Date & Time (UTC),Action,Admin ID,Admin Email,Target Type,Target User,Target Label,IP,User Agent,Details');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${tag.toUpperCase()}-7`);

  // The refusals, collapsed per address and 10 minutes.
  const events = page.getByRole('region', { name: 'Security events' });
  await expect(events.getByRole('list', { name: 'Refused requests by address, newest first' })).toContainText(
    /\d+ refusals? from \S+ in 10 min/,
  );

  for (const vp of VIEWPORTS) {
    await page.setViewportSize(vp);
    await expectNoSeriousAxeViolations(page, `audit ${vp.name}`);
    await expectNoSidewaysOverflow(page, `audit ${vp.name}`);
    await page.screenshot({ path: `test-results/screens/admin-audit-filters-${vp.name}.png`, fullPage: true });
  }
});
