// Issue 32 §4: the staff roles. A staff account is a player account with one of these roles;
// what each may call is in ./staff-access.ts. Free of zod so the client's shell can read it.

/** support: reads everything, writes notes, adds or removes a few games; finance: payments,
 *  refunds, revenue and exports; admin: everything, including staff and content. */
export const STAFF_ROLES = ['support', 'finance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Every role an account can have: a player, a staff role, or suspended. */
export const ACCOUNT_ROLES = ['user', ...STAFF_ROLES, 'suspended'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** The roles a suspension can replace (and reinstating gives back). */
export const ACTIVE_ROLES = ['user', ...STAFF_ROLES] as const;
export type ActiveRole = (typeof ACTIVE_ROLES)[number];

export function isStaffRole(role: string | undefined | null): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/** A support agent adds or removes at most this many games in one change (issue 32 §4);
 *  a larger change is an admin's. */
export const SUPPORT_MAX_GAMES_ADJUST = 5;

/** STAFF_TWO_FACTOR: 'required' (production's default) lets a staff account without a second
 *  factor only enrol; 'optional' lets it into the admin area with its password alone. */
export const STAFF_TWO_FACTOR_MODES = ['required', 'optional'] as const;
export type StaffTwoFactorMode = (typeof STAFF_TWO_FACTOR_MODES)[number];
