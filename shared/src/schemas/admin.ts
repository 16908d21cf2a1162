// Contracts of /api/admin (docs/product.md#screens Admin area, #records fields, #input-rules form rules). The admin forms
// (react-hook-form) validate with these same schemas, so the browser and the server apply
// one rule set. Zod issue messages are error codes (shared/src/errors.ts).
import { z } from 'zod';
import { languageSchema, roleSchema } from './auth.ts';
import { safeText } from './text.ts';
import { paymentViewStatus } from './payments.ts';
import { dayString, pageFields, pageOf, reasonField, sortFields } from './admin-list.ts';
import { OWN_IMAGE_PATH } from '../images.ts';
import { MAX_TOKENS_SET_BY_ADMIN, MAX_COUPON_FREE_TOKENS, MAX_COUPON_USES } from '../admin-rules.ts';
import { ACCOUNT_ROLES, ACTIVE_ROLES } from '../staff/staff-roles.ts';
import { LANGUAGES } from '../languages.ts';

export { MAX_TOKENS_SET_BY_ADMIN, MAX_COUPON_FREE_TOKENS, MAX_COUPON_USES };

// ---------------------------------------------------------------- shared pieces

/** Ids in paths: anything but a UUID is a 404 of the kind named, before any query. */
export const idParams = (notFound: 'category_not_found' | 'title_not_found' | 'user_not_found' | 'coupon_not_found') =>
  z.object({ id: z.uuid(notFound) });

/** A required text: trimmed, then at least one character, at most `max`. */
const requiredText = (code: 'title_required' | 'category_title_required' | 'internal_id_required' | 'coupon_code_required', max: number) =>
  safeText({ error: code }).trim().min(1, code).max(max, 'text_too_long');

/** An optional image URL: an http(s) URL or our own upload's path (/api/images/<id>, issue
 *  17); '' and null are stored as null (docs/product.md#input-rules). Which outside hosts are allowed is the
 *  server's setting (IMAGE_HOSTS), checked where titles and categories are saved. */
const httpUrl = z.url({ protocol: /^https?$/ });
const optionalUrl = z
  .union([
    z.literal(''),
    z.null(),
    safeText({ error: 'url_invalid' })
      .trim()
      .max(2048, 'url_invalid')
      .refine((v) => OWN_IMAGE_PATH.test(v) || httpUrl.safeParse(v).success, 'url_invalid'),
  ])
  .optional()
  .transform((v) => (v ? v : null));

/** ?search= (case-insensitive substring), paging and sorting; the list answers {items, total}. */
const listQuery = <S extends readonly [string, ...string[]]>(
  sortable: S,
  defaultSort: S[number],
  { maxPageSize = 100, defaultOrder = 'asc' }: { maxPageSize?: number; defaultOrder?: 'asc' | 'desc' } = {},
) =>
  z.object({
    search: safeText().trim().max(200, 'text_too_long').optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(25),
    ...sortFields(sortable, defaultSort, defaultOrder),
  });

const languageFilter = z.enum(['all', ...LANGUAGES]).default('all');

export const paged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });

export const deletedResponse = z.object({ ok: z.literal(true) });

// ---------------------------------------------------------------- dashboard

export const adminStatsResponse = z.object({
  categories: z.number().int(),
  titles: z.number().int(),
  users: z.number().int(),
  coupons: z.number().int(),
  auditLog: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsResponse>;

// ---------------------------------------------------------------- categories

export const categoryBody = z
  .object({
    title: requiredText('category_title_required', 100),
    internalId: requiredText('internal_id_required', 64).regex(/^[A-Za-z0-9_.-]+$/, 'internal_id_invalid'),
    language: z.enum(LANGUAGES, { error: 'language_required' }),
    imageUrl: optionalUrl,
    isActive: z.boolean().default(true),
    /** Issue 31: picture cards or titles; who it suits; featured between two Kuwait days. */
    kind: z.enum(['titles', 'pictures']).default('titles'),
    audience: z.enum(['family', 'older']).default('family'),
    featuredFrom: dayString.nullable().default(null),
    featuredUntil: dayString.nullable().default(null),
  })
  .superRefine((b, ctx) => {
    // A window has both ends (or neither), the first not after the last.
    if ((b.featuredFrom === null) !== (b.featuredUntil === null)) {
      ctx.addIssue({ code: 'custom', message: 'date_invalid', path: [b.featuredFrom === null ? 'featuredFrom' : 'featuredUntil'] });
    } else if (b.featuredFrom && b.featuredUntil && b.featuredFrom > b.featuredUntil) {
      ctx.addIssue({ code: 'custom', message: 'date_range_invalid', path: ['featuredUntil'] });
    }
  });
export type CategoryBody = z.input<typeof categoryBody>;

export const categoryListQuery = listQuery(['title', 'language', 'internalId', 'createdAt'], 'language', { maxPageSize: 500 }).extend({
  language: languageFilter,
});
export type CategoryListQuery = z.input<typeof categoryListQuery>;

export const adminCategorySchema = z.object({
  id: z.string(),
  title: z.string(),
  internalId: z.string(),
  language: languageSchema,
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  kind: z.enum(['titles', 'pictures']),
  audience: z.enum(['family', 'older']),
  featuredFrom: z.string().nullable(),
  featuredUntil: z.string().nullable(),
  titleCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;
export const categoryListResponse = paged(adminCategorySchema);

/** A deleted category's titles stay, without a category: the answer says how many. */
export const categoryDeletedResponse = z.object({ ok: z.literal(true), titlesLeftWithoutCategory: z.number().int() });

// ---------------------------------------------------------------- titles

export const titleBody = z.object({
  title: requiredText('title_required', 200),
  posterUrl: optionalUrl,
  language: z.enum(LANGUAGES, { error: 'title_language_required' }),
  categoryId: z.uuid('title_category_required'),
});
export type TitleBody = z.input<typeof titleBody>;

export const titleListQuery = listQuery(['title', 'language', 'category', 'createdAt'], 'createdAt').extend({
  language: languageFilter,
  /** A category's id, 'none' for titles without one, or 'all'. */
  categoryId: z.union([z.uuid('category_not_found'), z.enum(['all', 'none'])]).default('all'),
});
export type TitleListQuery = z.input<typeof titleListQuery>;

export const adminTitleSchema = z.object({
  id: z.string(),
  title: z.string(),
  posterUrl: z.string().nullable(),
  language: languageSchema,
  categoryId: z.string().nullable(),
  category: z.object({ id: z.string(), title: z.string(), language: languageSchema }).nullable(),
  createdAt: z.string(),
});
export type AdminTitle = z.infer<typeof adminTitleSchema>;
export const titleListResponse = paged(adminTitleSchema);
/** GET /api/admin/titles/export: the list's filters, every page. */
export const titleExportQuery = titleListQuery.omit({ page: true, pageSize: true });

/** The CSV columns of export, in this order: the id first, so a re-import updates in place. */
export const TITLE_CSV_HEADER = ['id', 'title', 'language', 'category', 'posterurl'] as const;
/** The header of files written before exports carried ids: still imported (every row is new or a duplicate). */
export const TITLE_CSV_HEADER_WITHOUT_ID = ['title', 'language', 'category', 'posterurl'] as const;
export const TITLE_IMPORT_MAX_ROWS = 5000;
/** The import's body limit (the route's bodyLimit): a file of TITLE_IMPORT_MAX_ROWS long rows fits. */
export const TITLE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const titleImportQuery = z.object({ dryRun: z.enum(['true', 'false']).default('false') });

/** What the import did (or, in a dry run, would do) with one row. */
export const titleImportOutcome = z.enum(['created', 'updated', 'unchanged', 'duplicate', 'error']);
export type TitleImportOutcome = z.infer<typeof titleImportOutcome>;

/** One CSV data row's verdict; line is the line number in the file (the header is line 1). */
export const titleImportRow = z.object({
  line: z.number().int(),
  title: z.string(),
  /** False only for an error: a duplicate is skipped, not refused. */
  ok: z.boolean(),
  outcome: titleImportOutcome,
  /** The title the row created, updated or left as is; for a duplicate, the title it repeats. */
  titleId: z.string().nullable(),
  errors: z.array(z.string()).describe('error codes of this row'),
});
export const titleImportTotals = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  duplicates: z.number().int(),
  errors: z.number().int(),
});
export type TitleImportTotals = z.infer<typeof titleImportTotals>;
export const titleImportReport = z.object({
  dryRun: z.boolean(),
  /** Titles written: created plus updated (0 in a dry run and when any row is bad). */
  imported: z.number().int(),
  totals: titleImportTotals,
  rows: z.array(titleImportRow),
});
export type TitleImportReport = z.infer<typeof titleImportReport>;

/** The app's error body, as the import's refusals send it (any further field passes). */
const errorAnswer = z.looseObject({ error: z.looseObject({ code: z.string(), message: z.string() }) });
/** Every 400 of the import passes this schema: the import's own (with the report) and the
 *  app's error handler's (a bad header, too many rows) alike. */
export const titleImportRefusal = errorAnswer.extend({ report: titleImportReport.optional() });
export type TitleImportRefusal = z.infer<typeof titleImportRefusal>;
/** A file over TITLE_IMPORT_MAX_BYTES: refused before any row is read, both limits in the message. */
export const titleImportTooLarge = errorAnswer;

// ---------------------------------------------------------------- users

/** The users list's sortable columns (issue 32 §3): newest accounts first unless asked otherwise. */
export const USER_SORTS = ['createdAt', 'email', 'tokens', 'totalPaid', 'role'] as const;
export type UserSort = (typeof USER_SORTS)[number];

export const userListQuery = listQuery(USER_SORTS, 'createdAt', { defaultOrder: 'desc' }).extend({
  role: z.enum(['all', 'staff', ...ACCOUNT_ROLES]).default('all'),
});
export type UserListQuery = z.input<typeof userListQuery>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  tokens: z.number().int(),
  role: roleSchema,
  createdAt: z.string(),
  /** KWD with 3 decimals, e.g. "2.000": the sum of the user's paid payments. */
  totalPaid: z.string(),
  paymentsCount: z.number().int(),
  /** The role a suspension replaced: reinstating restores it (issue 17 §4); null unless suspended. */
  roleBeforeSuspension: z.enum(ACTIVE_ROLES).nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const userListResponse = paged(adminUserSchema);

/** PATCH /api/admin/users/:id/tokens. expectedTokens is the balance the admin saw: a purchase
 *  or game that changed it meanwhile makes the write 409 balance_changed instead of being
 *  overwritten (issue 17 §4). */
export const setTokensBody = z.object({
  tokens: z
    .number({ error: 'token_amount_invalid' })
    .int('token_amount_invalid')
    .min(0, 'token_amount_invalid')
    .max(MAX_TOKENS_SET_BY_ADMIN, 'token_amount_invalid'),
  expectedTokens: z.number({ error: 'token_amount_invalid' }).int('token_amount_invalid').min(0, 'token_amount_invalid'),
  // Issue 32 §3: setting a balance says why, as adding or removing games does.
  reason: reasonField,
});
export type SetTokensBody = z.input<typeof setTokensBody>;
/** 'user' asked of a suspended account reinstates it with the role the suspension replaced;
 *  a staff role promotes to it (issue 17 §4, issue 32 §4). A suspension needs a reason (issue
 *  32 §3: kept in its audit row); other changes may give one. */
export const setRoleBody = z
  .object({ role: z.enum(['suspended', ...ACTIVE_ROLES], { error: 'role_invalid' }), reason: reasonField.optional() })
  .superRefine((body, ctx) => {
    if (body.role === 'suspended' && body.reason === undefined)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'reason_required' });
  });
export type SetRoleBody = z.input<typeof setRoleBody>;
export const CONFIRM_ADMIN_DELETE_HEADER = 'x-confirm-admin-delete';

// ---------------------------------------------------------------- coupons

export const couponTypeSchema = z.enum(['discount', 'free']);
export type CouponType = z.infer<typeof couponTypeSchema>;
/** docs/product.md#records, #constants: a new coupon's discount when none is given. */
export const DEFAULT_DISCOUNT_PERCENTAGE = 10;

/** docs/product.md#records defaults and #input-rules rules. The field of the other type is cleared (docs/product.md#game-flow: type switch). */
export const couponBody = z
  .object({
    code: requiredText('coupon_code_required', 64).regex(/^[\p{L}\p{N}_-]+$/u, 'coupon_code_invalid'),
    description: safeText().trim().max(500, 'text_too_long').nullish(),
    type: couponTypeSchema.default('discount'),
    discountPercentage: z.number({ error: 'discount_percentage_invalid' }).int('discount_percentage_invalid').nullish(),
    freeTokens: z.number({ error: 'free_tokens_invalid' }).int('free_tokens_invalid').nullish(),
    /** null: unlimited. */
    maxUses: z
      .number({ error: 'max_uses_invalid' })
      .int('max_uses_invalid')
      .min(0, 'max_uses_invalid')
      .max(MAX_COUPON_USES, 'max_uses_invalid')
      .nullish(),
    userMaxUsage: z
      .number({ error: 'user_max_usage_invalid' })
      .int('user_max_usage_invalid')
      .min(1, 'user_max_usage_invalid')
      .max(MAX_COUPON_USES, 'user_max_usage_invalid')
      .default(1),
    /** ISO 8601 with a zone; null: never expires. */
    expiresAt: z.iso.datetime({ offset: true, error: 'expiry_invalid' }).nullish(),
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    // Omitted (undefined) means the docs/product.md#records default of 10 %; an explicit null is a blank
    // field (the form sends null for an empty input), which §5 refuses for a discount.
    const percentage = c.discountPercentage === undefined ? DEFAULT_DISCOUNT_PERCENTAGE : c.discountPercentage;
    if (c.type === 'discount' && (percentage === null || percentage < 1 || percentage > 100))
      ctx.addIssue({ code: 'custom', path: ['discountPercentage'], message: 'discount_percentage_invalid' });
    if (c.type === 'free' && (c.freeTokens == null || c.freeTokens < 1 || c.freeTokens > MAX_COUPON_FREE_TOKENS))
      ctx.addIssue({ code: 'custom', path: ['freeTokens'], message: 'free_tokens_invalid' });
  })
  .transform((c) => ({
    ...c,
    description: c.description || null,
    discountPercentage: c.type === 'discount' ? (c.discountPercentage ?? DEFAULT_DISCOUNT_PERCENTAGE) : null,
    freeTokens: c.type === 'free' ? (c.freeTokens ?? null) : null,
    maxUses: c.maxUses ?? null,
    expiresAt: c.expiresAt ?? null,
  }));
export type CouponBody = z.input<typeof couponBody>;

/** Newest first unless asked otherwise (docs/product.md#server-calls: coupons ordered by created_at descending). */
export const couponListQuery = listQuery(['code', 'type', 'usedCount', 'expiresAt', 'createdAt'], 'createdAt', { defaultOrder: 'desc' });
export type CouponListQuery = z.input<typeof couponListQuery>;

/** Any text is accepted as a coupon's id: the route answers a non-UUID 404 coupon_not_found
 *  (as an unknown UUID), not a 400, since the path names a coupon that does not exist. */
export const couponIdParams = z.object({ id: z.string() });

export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  type: couponTypeSchema,
  discountPercentage: z.number().int().nullable(),
  freeTokens: z.number().int().nullable(),
  maxUses: z.number().int().nullable(),
  userMaxUsage: z.number().int(),
  usedCount: z.number().int(),
  expiresAt: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const couponListResponse = paged(adminCouponSchema);

/** A coupon's uses (issue 32 §5), newest first, paged as a person's lists are. */
export const couponRedemptionsQuery = z.object({ ...pageFields(100, 25) });
export type CouponRedemptionsQuery = z.input<typeof couponRedemptionsQuery>;

/** One use of a coupon, or its reservation by a card payment not yet paid: who (the account's
 *  e-mail, null if it has none), when, and the payment it went with (none for free games). */
export const couponRedemptionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  kind: z.enum(['free_tokens', 'discount']),
  paymentId: z.string().nullable(),
  /** The payment's status as the payments list shows it (Pending: a reservation); null when the payment is gone. */
  paymentStatus: paymentViewStatus.nullable(),
  createdAt: z.string(),
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;
export const couponRedemptionsResponse = pageOf(couponRedemptionSchema);

// ---------------------------------------------------------------- audit log

export const AUDIT_LOG_LIMIT = 100;

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.string(),
  adminId: z.string().nullable(),
  adminEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogResponse = z.object({ items: z.array(auditEntrySchema) });
