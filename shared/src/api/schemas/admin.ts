// The schemas of the routes in ../names/admin.ts.
import {
  adminCategorySchema,
  adminCouponSchema,
  adminStatsResponse,
  adminTitleSchema,
  adminUserSchema,
  categoryBody,
  categoryDeletedResponse,
  categoryListQuery,
  categoryListResponse,
  couponBody,
  couponIdParams,
  couponListQuery,
  couponListResponse,
  couponRedemptionsQuery,
  couponRedemptionsResponse,
  deletedResponse,
  idParams,
  setRoleBody,
  setTokensBody,
  titleBody,
  titleExportQuery,
  titleImportQuery,
  titleImportRefusal,
  titleImportReport,
  titleImportTooLarge,
  titleListQuery,
  titleListResponse,
  userListQuery,
  userListResponse,
} from '../../schemas/admin.ts';
import { auditLogPageResponse, auditLogQuery, refusalListQuery, refusalListResponse } from '../../schemas/admin-audit.ts';
import {
  bulkActionResponse,
  bulkUndoBody,
  bulkUndoResponse,
  categoryBulkBody,
  lastBulkActionResponse,
  titleBulkBody,
} from '../../schemas/admin-bulk.ts';
import {
  adminPaymentDetailSchema,
  paymentIdParams,
  paymentListQuery,
  paymentListResponse,
  refundBody,
  refundParams,
  refundRecordBody,
  refundResponse,
} from '../../schemas/admin-payments.ts';
import {
  adjustTokensBody,
  resetTwoFactorBody,
  ledgerQuery,
  ledgerResponse,
  personGamesResponse,
  personSchema,
} from '../../schemas/admin-person.ts';
import { revenueQuery, revenueResponse } from '../../schemas/admin-revenue.ts';
import { staffNoteBody, staffNoteSchema, staffNotesQuery, staffNotesResponse } from '../../schemas/admin-notes.ts';
import { uploadedImageSchema } from '../../schemas/images.ts';
import { z } from 'zod';
import type { RouteSchemas } from '../contract.ts';
import type { ADMIN_ROUTE_NAMES } from '../names/admin.ts';

const tags = ['admin'] as const;
const userParams = idParams('user_not_found');
const categoryParams = idParams('category_not_found');
const titleParams = idParams('title_not_found');

export const ADMIN_ROUTES = {
  'admin.stats': { tags, response: { 200: adminStatsResponse } },
  'admin.revenue': { tags, querystring: revenueQuery, response: { 200: revenueResponse } },

  'admin.auditLog.list': { tags, querystring: auditLogQuery, response: { 200: auditLogPageResponse } },
  // CSV text (route-names.ts TEXT_ANSWERS), with the row counts in headers.
  'admin.auditLog.export': { tags, querystring: auditLogQuery, response: {} },
  'admin.auditLog.refusals': { tags, querystring: refusalListQuery, response: { 200: refusalListResponse } },

  'admin.users.list': { tags, querystring: userListQuery, response: { 200: userListResponse } },
  'admin.users.export': { tags, querystring: userListQuery, response: {} },
  'admin.users.get': { tags, params: userParams, response: { 200: personSchema } },
  'admin.users.ledger': { tags, params: userParams, querystring: ledgerQuery, response: { 200: ledgerResponse } },
  'admin.users.games': { tags, params: userParams, querystring: ledgerQuery, response: { 200: personGamesResponse } },
  'admin.users.adjustTokens': { tags, params: userParams, body: adjustTokensBody, response: { 200: personSchema } },
  'admin.users.setTokens': { tags, params: userParams, body: setTokensBody, response: { 200: adminUserSchema } },
  'admin.users.setRole': { tags, params: userParams, body: setRoleBody, response: { 200: adminUserSchema } },
  'admin.users.notes': { tags, params: userParams, querystring: staffNotesQuery, response: { 200: staffNotesResponse } },
  'admin.users.addNote': { tags, params: userParams, body: staffNoteBody, response: { 200: staffNoteSchema } },
  'admin.users.resetTwoFactor': { tags, params: userParams, body: resetTwoFactorBody, response: { 200: personSchema } },
  'admin.users.delete': { tags, params: userParams, response: { 200: deletedResponse } },

  'admin.coupons.list': { tags, querystring: couponListQuery, response: { 200: couponListResponse } },
  'admin.coupons.create': { tags, body: couponBody, response: { 201: adminCouponSchema } },
  'admin.coupons.update': { tags, params: couponIdParams, body: couponBody, response: { 200: adminCouponSchema } },
  'admin.coupons.delete': { tags, params: couponIdParams, response: { 200: deletedResponse } },
  'admin.coupons.redemptions': {
    tags,
    params: couponIdParams,
    querystring: couponRedemptionsQuery,
    response: { 200: couponRedemptionsResponse },
  },

  'admin.categories.list': { tags, querystring: categoryListQuery, response: { 200: categoryListResponse } },
  'admin.categories.create': { tags, body: categoryBody, response: { 200: adminCategorySchema } },
  'admin.categories.update': { tags, params: categoryParams, body: categoryBody, response: { 200: adminCategorySchema } },
  'admin.categories.delete': { tags, params: categoryParams, response: { 200: categoryDeletedResponse } },
  'admin.categories.bulk': { tags, body: categoryBulkBody, response: { 200: bulkActionResponse } },

  'admin.titles.list': { tags, querystring: titleListQuery, response: { 200: titleListResponse } },
  'admin.titles.create': { tags, body: titleBody, response: { 200: adminTitleSchema } },
  'admin.titles.update': { tags, params: titleParams, body: titleBody, response: { 200: adminTitleSchema } },
  'admin.titles.delete': { tags, params: titleParams, response: { 200: deletedResponse } },
  'admin.titles.bulk': { tags, body: titleBulkBody, response: { 200: bulkActionResponse } },
  // The CSV file's text as the body; a bad row imports nothing and answers 400 with the report.
  'admin.titles.import': {
    tags,
    querystring: titleImportQuery,
    body: z.string(),
    rawBody: true,
    response: { 200: titleImportReport, 400: titleImportRefusal, 413: titleImportTooLarge },
  },
  // CSV text (route-names.ts TEXT_ANSWERS).
  'admin.titles.export': { tags, querystring: titleExportQuery, response: {} },

  'admin.payments.list': { tags, querystring: paymentListQuery, response: { 200: paymentListResponse } },
  'admin.payments.export': { tags, querystring: paymentListQuery, response: {} },
  'admin.payments.get': { tags, params: paymentIdParams, response: { 200: adminPaymentDetailSchema } },
  'admin.payments.refund': { tags, params: paymentIdParams, body: refundBody, response: { 200: refundResponse } },
  'admin.payments.refundCheck': { tags, params: refundParams, response: { 200: adminPaymentDetailSchema } },
  'admin.payments.refundRecord': { tags, params: refundParams, body: refundRecordBody, response: { 200: adminPaymentDetailSchema } },

  'admin.bulk.last': { tags, response: { 200: lastBulkActionResponse } },
  'admin.bulk.undo': { tags, body: bulkUndoBody, response: { 200: bulkUndoResponse } },

  // The image file's bytes as the body: the server decides the type from them.
  'admin.images.upload': { tags, rawBody: true, response: { 200: uploadedImageSchema } },
} as const satisfies { [K in keyof typeof ADMIN_ROUTE_NAMES]: RouteSchemas };
