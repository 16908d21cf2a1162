// The admin area's sections, in sidebar order (docs/product.md#screens).
import { FolderTree, Film, Users, CreditCard, TicketPercent, ShieldCheck, Layers, type LucideIcon } from 'lucide-react';

export interface AdminSection {
  to: string;
  labelKey:
    | 'admin.nav.categories'
    | 'admin.nav.titles'
    | 'admin.nav.users'
    | 'admin.nav.payments'
    | 'admin.nav.coupons'
    | 'admin.nav.decks'
    | 'admin.nav.audit';
  icon: LucideIcon;
  /** Other paths that show the same page (the dashboard's /admin/movies). */
  alsoAt?: string[];
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { to: '/admin/categories', labelKey: 'admin.nav.categories', icon: FolderTree },
  { to: '/admin/titles', labelKey: 'admin.nav.titles', icon: Film, alsoAt: ['/admin/movies'] },
  { to: '/admin/users', labelKey: 'admin.nav.users', icon: Users },
  { to: '/admin/payments', labelKey: 'admin.nav.payments', icon: CreditCard },
  { to: '/admin/coupons', labelKey: 'admin.nav.coupons', icon: TicketPercent },
  { to: '/admin/decks', labelKey: 'admin.nav.decks', icon: Layers },
  { to: '/admin/audit', labelKey: 'admin.nav.audit', icon: ShieldCheck },
];
