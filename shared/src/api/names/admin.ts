// The admin area's routes (/api/admin): each passes the admin guard on the server.
export const ADMIN_ROUTE_NAMES = {} as const;
