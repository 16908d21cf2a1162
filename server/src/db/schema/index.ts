// The schema object Drizzle needs in one place (drizzle-kit and the relational query API).
export * from './users.ts';
export * from './profiles.ts';
export * from './auth-sessions.ts';
export * from './refresh-tokens.ts';
export * from './one-time-tokens.ts';
export * from './categories.ts';
export * from './titles.ts';
export * from './user-played-titles.ts';
export * from './game-sessions.ts';
export * from './token-ledger.ts';
export * from './coupons.ts';
export * from './coupon-redemptions.ts';
export * from './payments.ts';
export * from './audit-log.ts';
export * from './tv-links.ts';
