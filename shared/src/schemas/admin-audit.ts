// Contracts of the audit trail (issue 17 §3): /api/admin/audit-log pages and filters staff
// actions; /api/admin/audit-log/export answers the filtered rows as CSV; refusals at the admin
// gate are security events, counted per address and window in /api/admin/audit-log/refusals.
import { z } from 'zod';
import { safeText } from './text.ts';
import { checkDayRange, dayRangeFields, pageFields, pageOf } from './admin-list.ts';
import { auditEntrySchema } from './admin.ts';

/** Every action the server writes; the filter offers these (an old row may hold another). */
export const AUDIT_ACTIONS = [
  'user_deleted',
  'role_update',
  'user_suspended',
  'user_reinstated',
  'user_note_added',
  'two_factor_enabled',
  'two_factor_reset',
  'token_update',
  'tokens_adjust',
  'payment_refund',
  'payment_refund_canceled',
  'category_created',
  'category_updated',
  'category_deleted',
  'title_created',
  'title_updated',
  'title_deleted',
  'titles_imported',
  'bulk_action',
  'bulk_undo',
  'image_uploaded',
  'coupon_created',
  'coupon_updated',
  'coupon_deleted',
  'deck_hidden',
  'deck_shown',
] as const;

/** The old rows of refusals (before issue 17): never in the staff view unless asked for. */
export const LEGACY_REFUSAL_ACTION = 'admin_access_denied';

export const auditLogQuery = z
  .object({
    ...pageFields(200, 50),
    action: safeText().trim().max(64, 'text_too_long').optional(),
    /** The acting admin: an id or (part of) an e-mail. */
    admin: safeText().trim().max(200, 'text_too_long').optional(),
    /** The target user: an id or (part of) an e-mail. */
    target: safeText().trim().max(200, 'text_too_long').optional(),
    ...dayRangeFields,
  })
  .superRefine(checkDayRange);
export type AuditLogQuery = z.input<typeof auditLogQuery>;
export const auditLogPageResponse = pageOf(auditEntrySchema);

export const refusalGroupSchema = z.object({
  ip: z.string(),
  windowStart: z.string(),
  count: z.number().int(),
  firstAt: z.string(),
  lastAt: z.string(),
  lastRoute: z.string().nullable(),
  lastCode: z.string().nullable(),
  lastUserEmail: z.string().nullable(),
});
export type RefusalGroup = z.infer<typeof refusalGroupSchema>;
export const refusalListQuery = z.object({ ...pageFields(100, 20), ...dayRangeFields }).superRefine(checkDayRange);
export const refusalListResponse = pageOf(refusalGroupSchema).extend({
  /** Refusals (not groups) in the last 24 hours. */
  last24Hours: z.number().int(),
});
