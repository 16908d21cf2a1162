// Issue 32 §4: which staff role may call which admin route, in one table keyed by the route's
// contract name. The server's admin guard refuses any other caller (403 forbidden, counted as
// an access refusal); the client hides what the signed-in role may not do. The table is a
// Record over every admin route name, so a new admin route does not compile until it says
// who may call it, and the role matrix test walks it for every role.
import type { RouteName } from '../api/route-names.ts';
import { STAFF_ROLES, type StaffRole } from './staff-roles.ts';

export type AdminRouteName = Extract<RouteName, `admin.${string}`>;

const ALL = STAFF_ROLES;
const ADMIN = ['admin'] as const;
const FINANCE = ['finance', 'admin'] as const;
const SUPPORT = ['support', 'admin'] as const;

export const ADMIN_ROUTE_ROLES: Record<AdminRouteName, readonly StaffRole[]> = {
  // Reading: every staff role reads everything.
  'admin.stats': ALL,
  'admin.revenue': ALL,
  'admin.auditLog.list': ALL,
  'admin.auditLog.refusals': ALL,
  'admin.users.list': ALL,
  'admin.users.get': ALL,
  'admin.users.ledger': ALL,
  'admin.users.games': ALL,
  'admin.users.notes': ALL,
  'admin.coupons.list': ALL,
  'admin.coupons.redemptions': ALL,
  'admin.categories.list': ALL,
  'admin.titles.list': ALL,
  'admin.payments.list': ALL,
  'admin.payments.get': ALL,
  'admin.bulk.last': ALL,
  'admin.decks.list': ALL,
  // Notes on a person: any staff member may leave one (audited, never shown to the player).
  'admin.users.addNote': ALL,
  // A few games up or down: support (up to SUPPORT_MAX_GAMES_ADJUST) and admins.
  'admin.users.adjustTokens': SUPPORT,
  // Money: payments, refunds and the exports.
  'admin.payments.refund': FINANCE,
  'admin.payments.refundCheck': FINANCE,
  'admin.payments.refundRecord': FINANCE,
  'admin.payments.export': FINANCE,
  'admin.users.export': FINANCE,
  'admin.auditLog.export': FINANCE,
  // Accounts, staff and content: admins only.
  'admin.users.setTokens': ADMIN,
  'admin.users.setRole': ADMIN,
  'admin.users.delete': ADMIN,
  'admin.users.resetTwoFactor': ADMIN,
  'admin.coupons.create': ADMIN,
  'admin.coupons.update': ADMIN,
  'admin.coupons.delete': ADMIN,
  'admin.categories.create': ADMIN,
  'admin.categories.update': ADMIN,
  'admin.categories.delete': ADMIN,
  'admin.categories.bulk': ADMIN,
  'admin.titles.create': ADMIN,
  'admin.titles.update': ADMIN,
  'admin.titles.delete': ADMIN,
  'admin.titles.bulk': ADMIN,
  'admin.titles.import': ADMIN,
  'admin.titles.export': ADMIN,
  'admin.bulk.undo': ADMIN,
  'admin.images.upload': ADMIN,
  'admin.decks.update': ADMIN,
};

/** Whether an account with this role may call this admin route. */
export function staffMay(role: string | undefined | null, route: AdminRouteName): boolean {
  return (ADMIN_ROUTE_ROLES[route] as readonly string[]).includes(role ?? '');
}
