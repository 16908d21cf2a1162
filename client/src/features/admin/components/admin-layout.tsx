// docs/product.md#screens: a fixed sidebar 'Admin Panel' beside scrolling content. On small screens the
// sidebar becomes a menu opened by a button (a polished product does not just hide it).
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '@/lib/use-translation';
import { Menu, X, LayoutDashboard, ArrowLeft, KeyRound } from 'lucide-react';
import { useSession } from '@/lib/session/use-session';
import { cn } from '@/lib/cn';
import { ADMIN_SECTIONS } from './admin-nav';

function SidebarLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const linkClass = (active: boolean) =>
    cn(
      'flex items-center gap-3 rounded-lg px-3 py-2 font-semibold focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300',
      active ? 'bg-admin text-white' : 'text-stone-800 hover:bg-indigo-50',
    );
  return (
    <ul className="space-y-1">
      <li>
        <NavLink to="/admin" end className={({ isActive }) => linkClass(isActive)} onClick={onNavigate}>
          <LayoutDashboard className="size-5" aria-hidden />
          {t('admin.nav.dashboard')}
        </NavLink>
      </li>
      {ADMIN_SECTIONS.map(({ to, labelKey, icon: Icon, alsoAt }) => {
        const active = pathname === to || pathname.startsWith(`${to}/`) || (alsoAt ?? []).includes(pathname);
        return (
          <li key={to}>
            <Link to={to} className={linkClass(active)} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
              <Icon className="size-5" aria-hidden />
              {t(labelKey)}
            </Link>
          </li>
        );
      })}
      <li className="border-t border-stone-200 pt-1">
        <NavLink to="/admin/security" className={({ isActive }) => linkClass(isActive)} onClick={onNavigate}>
          <KeyRound className="size-5" aria-hidden />
          {t('admin.nav.security')}
        </NavLink>
      </li>
    </ul>
  );
}

/** Which staff role is signed in (issue 32 §4): what the screens offer follows it. */
function SignedInRole() {
  const { t } = useTranslation();
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  return <p className="px-3 text-sm text-stone-700">{t('admin.nav.signedInAs', { role: t(`admin.users.roles.${session.user.role}`) })}</p>;
}

function BackToGame() {
  const { t } = useTranslation();
  return (
    <Link to="/" className="mt-2 flex items-center gap-2 px-3 py-2 text-sm font-semibold text-stone-700 hover:text-stone-900">
      <ArrowLeft className="size-4" aria-hidden />
      {t('admin.backToGame')}
    </Link>
  );
}

/** `locked`: the account may not use the sections yet (its second factor: admin-app.tsx). */
export function AdminLayout({ children, locked = false }: { children: ReactNode; locked?: boolean }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // A new page closes the small-screen menu (state keyed by path, no effect needed).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  return (
    <div dir="ltr" lang="en" className="min-h-dvh bg-stone-50 text-stone-900 md:flex">
      <nav aria-label={t('admin.nav.label')} className="hidden w-64 shrink-0 border-e border-stone-200 bg-white md:block">
        <div className="sticky top-0 flex h-dvh flex-col gap-4 overflow-y-auto p-4">
          <div>
            <p className="px-3 text-lg font-extrabold text-admin">{t('admin.panelTitle')}</p>
            <SignedInRole />
          </div>
          {!locked && <SidebarLinks />}
          <div className="mt-auto">
            <BackToGame />
          </div>
        </div>
      </nav>
      <header className="sticky top-0 z-30 flex items-center justify-between border-b border-stone-200 bg-white px-4 py-2 md:hidden">
        <p className="text-lg font-extrabold text-admin">{t('admin.panelTitle')}</p>
        <button
          type="button"
          className="rounded-lg p-2 hover:bg-indigo-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300"
          aria-expanded={menuOpen}
          aria-controls="admin-mobile-nav"
          aria-label={menuOpen ? t('admin.nav.closeMenu') : t('admin.nav.openMenu')}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X className="size-6" aria-hidden /> : <Menu className="size-6" aria-hidden />}
        </button>
      </header>
      {menuOpen && (
        <nav id="admin-mobile-nav" aria-label={t('admin.nav.label')} className="border-b border-stone-200 bg-white p-4 md:hidden">
          <SignedInRole />
          {!locked && <SidebarLinks onNavigate={() => setMenuOpen(false)} />}
          <BackToGame />
        </nav>
      )}
      <main className="min-w-0 flex-1 p-4 md:p-8">{children}</main>
    </div>
  );
}
