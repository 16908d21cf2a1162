// The schemas of the routes in ../names/admin.ts.
import type { RouteSchemas } from '../contract.ts';
import type { ADMIN_ROUTE_NAMES } from '../names/admin.ts';

export const ADMIN_ROUTES = {} as const satisfies { [K in keyof typeof ADMIN_ROUTE_NAMES]: RouteSchemas };
