// Query keys of the admin area. Every change invalidates its own list, the dashboard counts
// and the audit log (each change writes an entry), so every screen shows the change at once.
import type { QueryClient } from '@tanstack/react-query';

export type AdminResource = 'categories' | 'titles' | 'users' | 'coupons' | 'payments';

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  // Under stats: every change that refreshes the counts (a refund) refreshes the revenue too.
  revenue: ['admin', 'stats', 'revenue'] as const,
  auditLog: ['admin', 'audit-log'] as const,
  /** The latest bulk action (its Undo, offered by the titles and categories pages). */
  lastBulk: ['admin', 'bulk', 'last'] as const,
  payment: (id: string) => ['admin', 'payments', 'detail', id] as const,
  list: (resource: AdminResource, query?: object) => (query ? (['admin', resource, query] as const) : (['admin', resource] as const)),
};

export async function invalidateAfterChange(queryClient: QueryClient, ...resources: AdminResource[]) {
  await Promise.all([
    ...resources.map((r) => queryClient.invalidateQueries({ queryKey: adminKeys.list(r) })),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    queryClient.invalidateQueries({ queryKey: adminKeys.auditLog }),
    queryClient.invalidateQueries({ queryKey: adminKeys.lastBulk }),
  ]);
}
