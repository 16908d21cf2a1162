// /api/admin: every route in this scope passes app.requireAdmin first (plugins/admin-guard.ts),
// registered once here so no admin route can be added without it; it refuses a staff role the
// route's entry in shared/src/staff/staff-access.ts does not name. One file per resource.
import type { FastifyInstance } from 'fastify';
import adminStatsRoutes from './stats.ts';
import adminRevenueRoutes from './revenue.ts';
import adminAuditLogRoutes from './audit-log.ts';
import adminUserRoutes from './users.ts';
import adminCouponRoutes from './coupons.ts';
import adminCategoryRoutes from './categories.ts';
import adminTitleRoutes from './titles.ts';
import adminPaymentRoutes from './payments.ts';
import adminBulkRoutes from './bulk.ts';
import adminImageRoutes from './images.ts';
import adminDeckRoutes from './decks.ts';
import adminStaffOnPersonRoutes from './staff-on-person.ts';

export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(adminStatsRoutes);
  await app.register(adminRevenueRoutes);
  await app.register(adminAuditLogRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminCouponRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(adminTitleRoutes);
  await app.register(adminPaymentRoutes);
  await app.register(adminBulkRoutes);
  await app.register(adminImageRoutes);
  await app.register(adminDeckRoutes);
  await app.register(adminStaffOnPersonRoutes);
}
